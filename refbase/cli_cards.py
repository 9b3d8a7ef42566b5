"""`refbase cards ...`: the card catalogue from the command line."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import click

from refbase import config

MAX_ERRORS_SHOWN = 50


@click.group("cards")
def cards() -> None:
    """The card catalogue: import a card database."""


@cards.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--data-dir", type=click.Path(path_type=Path), default=config.DATA_DIR, show_default=True)
@click.option("--replace", is_flag=True, help="drop the cards of earlier imports instead of merging")
@click.option("--wait", type=click.FloatRange(0, 3600), default=120.0, show_default=True,
              help="seconds to wait for another import of the same data dir before failing")
def import_cards(file: Path, data_dir: Path, replace: bool, wait: float) -> None:
    """Import FILE: the community CSV layout (Faction,Title,Subtitle,Fighting,Power,Body,Requires,
    Provides,Text,Tag,Artist,Set,Rarity) or the community MySQL dump (told apart by content).
    Bad rows are reported by line and skipped; the catalogue is replaced atomically, one import
    at a time, and survives `refbase build`."""
    from refbase.cards import CardStoreError, ImportFileError, import_file

    def progress(message: str) -> None:
        click.echo(f"refbase: {message}", err=True)

    # SIGTERM unwinds like Ctrl-C, so the temporary file is removed (a SIGKILL's is removed
    # by the next import)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        report = import_file(file, data_dir, replace=replace, progress=progress, wait=wait)
    except (ImportFileError, CardStoreError) as exc:
        raise click.ClickException(f"import failed, catalogue left as it was: {exc}") from exc
    except OSError as exc:
        raise click.ClickException(f"import failed, catalogue left as it was: {exc.strerror or exc}") from exc
    for error in report.errors[:MAX_ERRORS_SHOWN]:
        click.echo(f"{file}: {error} (row skipped)", err=True)
    if len(report.errors) > MAX_ERRORS_SHOWN:
        click.echo(f"{file}: ... and {len(report.errors) - MAX_ERRORS_SHOWN} more bad rows", err=True)
    click.echo(f"imported {report.cards} cards from {report.rows} rows ({len(report.errors)} skipped) "
               f"in {report.seconds:.2f}s ({report.format}); the catalogue holds {report.total} imported cards")
