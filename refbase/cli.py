"""The `refbase` command: build, serve, show, lint, resolve, search, export-site."""

from __future__ import annotations

import json
import shutil
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

import click

from refbase import config

if TYPE_CHECKING:
    from refbase.kb.model import KnowledgeBase, Ref


def _progress(message: str) -> None:
    click.echo(f"refbase: {message}", err=True)


def _kb() -> KnowledgeBase:
    from refbase.kb.build import build_knowledge_base

    return build_knowledge_base(config.RULES_DIR)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="refbase")
def main() -> None:
    """refbase: Shadowfist and UFS rules reference and interaction checker."""


@main.command()
@click.option("--data-dir", type=click.Path(path_type=Path), default=config.DATA_DIR, show_default=True)
def build(data_dir: Path) -> None:
    """Build the knowledge base and search index into DATA_DIR (atomically)."""
    from refbase.build import build as do_build
    from refbase.kb.store import DataError, build_lock

    try:
        with build_lock(data_dir):
            final = do_build(config.RULES_DIR, data_dir, progress=_progress)
    except OSError as exc:
        raise click.ClickException(f"build failed, previous data left intact: {exc.strerror or exc}") from exc
    except (ValueError, DataError) as exc:  # manifest, parser or data errors: no traceback
        raise click.ClickException(f"build failed, previous data left intact: {exc}") from exc
    click.echo(str(final))


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=int)
@click.option("--data-dir", type=click.Path(path_type=Path), default=config.DATA_DIR, show_default=True)
def serve(host: str, port: int, data_dir: Path) -> None:
    """Serve refbase (builds the data first if nothing is built or the rules changed)."""
    from werkzeug.serving import run_simple

    from refbase.app import create_app
    from refbase.build import ensure_built
    from refbase.kb.store import DataError

    try:
        ensure_built(config.RULES_DIR, data_dir, progress=_progress)
    except (OSError, DataError) as exc:
        raise click.ClickException(f"cannot prepare data in {data_dir}: {exc}") from exc
    app = create_app({"DATA_DIR": data_dir})
    app.extensions["refbase"].background = True  # new builds and imports open in a thread
    _progress(f"serving on http://{host}:{port}/  (production: gunicorn wsgi:app)")
    run_simple(host, port, app, threaded=True)


@main.command()
@click.argument("ref", nargs=-1, required=True)
@click.option("--doc", default=None, help="document id for a bare number")
def show(ref: tuple[str, ...], doc: str | None) -> None:
    """Print a section: `refbase show 28.6.1`, `refbase show UFS G.2.2`."""
    from refbase.kb.citations import CitationError, cite_as, resolve_citation

    kb = _kb()
    try:
        section = resolve_citation(" ".join(ref), kb, doc)
    except CitationError as exc:
        raise click.ClickException(str(exc)) from exc
    width = min(shutil.get_terminal_size().columns, 100)
    click.secho(f"{cite_as(kb.documents[section.doc].info, section)}  {section.title}", bold=True)
    for paragraph in section.text.split("\n\n"):
        click.echo(textwrap.fill(paragraph, width) + "\n")
    for label, refs in (("references", section.references), ("referenced by", section.referenced_by)):
        if refs:
            names = ", ".join(_label(kb, r) for r in refs)
            click.echo(textwrap.fill(f"{label}: {names}", width))


def _label(kb: KnowledgeBase, ref: Ref) -> str:
    section = kb.resolve(ref)
    return section.label if section is not None else f"{ref.doc} {ref.id}"


@main.command()
@click.option("--exit-zero", is_flag=True, help="exit 0 even when there are findings")
def lint(exit_zero: bool) -> None:
    """List references that resolve to nothing or whose wording fits another section."""
    from refbase.kb.lint import lint as run_lint

    findings = run_lint(_kb())
    for finding in findings:
        click.echo(finding.line())
    kinds = {k: sum(f.kind == k for f in findings) for k in ("unresolved", "wording", "duplicate")}
    click.echo(f"{len(findings)} findings ({kinds['unresolved']} unresolved, {kinds['wording']} wording, "
               f"{kinds['duplicate']} duplicate)", err=True)
    if findings and not exit_zero:
        sys.exit(1)


@main.command()
@click.argument("file", type=click.File("r", encoding="utf-8"))
@click.option("--json", "as_json", is_flag=True, help="print the resolution as JSON")
@click.option("--data-dir", type=click.Path(path_type=Path), default=config.DATA_DIR, show_default=True,
              help="where the card catalogue is read from, for cards given by title")
def resolve(file: TextIO, as_json: bool, data_dir: Path) -> None:
    """Resolve a scenario JSON file and print its steps with rule numbers."""
    from refbase.cli_format import print_resolution
    from refbase.engines import resolve as run
    from refbase.engines.common import ScenarioInvalid
    from refbase.engines.library import scenario_of

    try:
        payload = json.load(file)
    except ValueError as exc:
        raise click.ClickException(f"{file.name}: not JSON: {exc}") from exc
    payload = scenario_of(payload)  # a library file: resolve its scenario
    try:
        payload, caveats = _with_cards(payload, data_dir)
        resolution = run(payload)
    except ScenarioInvalid as exc:
        lines = "\n".join(f"  {field}: {'; '.join(msgs)}" for field, msgs in exc.errors.items())
        raise click.ClickException(f"invalid scenario:\n{lines}") from exc
    print_resolution(resolution, as_json=as_json, caveats=caveats)


def _with_cards(payload: Any, data_dir: Path) -> tuple[Any, list[dict[str, str]]]:
    """Fill `"card": "<title>"` references from the catalogue (built data + imported cards);
    also the caveats: the sentences of those cards the engine does not read."""
    from refbase.cards.scenario import fill_scenario, uses_cards

    if not uses_cards(payload):
        return payload, []
    from refbase.cards import build_catalogue, load_imported
    from refbase.runtime import Runtime

    snap = Runtime(config.RULES_DIR, data_dir).prepare()
    filled = fill_scenario(payload, build_catalogue(snap.kb, load_imported(data_dir)))
    return filled.payload, filled.caveats


@main.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--limit", default=5, show_default=True, type=click.IntRange(1, config.MAX_SEARCH_LIMIT))
@click.option("--data-dir", type=click.Path(path_type=Path), default=config.DATA_DIR, show_default=True)
def search(query: tuple[str, ...], limit: int, data_dir: Path) -> None:
    """Search the rules from the terminal."""
    import re

    from refbase.runtime import Runtime

    snap = Runtime(config.RULES_DIR, data_dir).prepare()
    found = snap.search.search(" ".join(query), game=None, doc=None, kind=None, limit=limit, offset=0)
    if found.suggestion:
        click.echo(f"did you mean: {found.suggestion}")
    for hit in found.results:
        snippet = re.sub(r"<[^>]+>", "", hit.snippet)
        click.echo(f"{hit.doc} {hit.number}  {hit.title}\n    {snippet[:160]}")
    click.echo(f"{found.total} results", err=True)


@main.command("export-site")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@click.option("--data-dir", type=click.Path(path_type=Path), default=config.DATA_DIR, show_default=True)
@click.option("--base-url", default=None, metavar="URL",
              help="public URL of the static site (https://rules.example.org/ or .../sub/path/): "
                   "canonical and OpenGraph URLs, and the path prefix of every link")
@click.option("--doc", "docs", multiple=True, metavar="ID", help="export only this document (repeatable; default: all)")
def export_site(directory: Path, data_dir: Path, base_url: str | None, docs: tuple[str, ...]) -> None:
    """Write the whole reference as static files into DIRECTORY (atomic; replaces a previous export)."""
    from urllib.parse import urlsplit

    from refbase.build import ensure_built
    from refbase.export import ExportError
    from refbase.export import export_site as run_export
    from refbase.kb.store import DataError

    if base_url and (urlsplit(base_url).scheme not in ("http", "https") or not urlsplit(base_url).netloc):
        raise click.BadParameter("must be an absolute http(s) URL", param_hint="--base-url")
    try:
        ensure_built(config.RULES_DIR, data_dir, progress=_progress)
        result = run_export(directory, data_dir, base_url=base_url, docs=docs or None, progress=_progress)
    except (OSError, DataError, ExportError) as exc:
        raise click.ClickException(f"export failed, previous export left intact: {exc}") from exc
    click.echo(str(result.directory))


if __name__ == "__main__":  # pragma: no cover
    main()


def _register_subcommands() -> None:
    from refbase.cli_cards import cards

    main.add_command(cards)


_register_subcommands()
