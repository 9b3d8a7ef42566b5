"""Terminal rendering of a resolution: a readable table of steps with rule numbers."""

from __future__ import annotations

import json
import shutil
import textwrap
from dataclasses import asdict

import click

from refbase.engines.common import Resolution, RuleRef


def _rules(rules: tuple[RuleRef, ...]) -> str:
    return ", ".join(r.number for r in rules)


def print_resolution(resolution: Resolution, as_json: bool = False,
                     caveats: list[dict[str, str]] | None = None) -> None:
    """Print the steps; `caveats` are the card sentences the engine did not read (as the API's)."""
    if as_json:
        answer = asdict(resolution)
        if caveats:
            answer["caveats"] = caveats
        click.echo(json.dumps(answer, indent=2, default=list))
        return
    width = max(60, min(shutil.get_terminal_size().columns, 120))
    rules_width = 14
    text_width = width - rules_width - 22
    click.secho(f"{'#':>3}  {'phase':<14} {'what happens':<{text_width}} rules", bold=True)
    for step in resolution.steps:
        lines = textwrap.wrap(step.text, text_width) or [""]
        click.echo(f"{step.n:>3}  {step.phase[:14]:<14} {lines[0]:<{text_width}} {_rules(step.rules)}")
        for line in lines[1:]:
            click.echo(f"{'':>3}  {'':<14} {line}")
    click.echo()
    click.secho(f"outcome: {resolution.outcome}", bold=True)
    if resolution.illegal:
        click.echo(f"illegal action #{resolution.illegal.action}: {resolution.illegal.reason} "
                   f"({_rules(resolution.illegal.rules)})")
    if resolution.pending:
        p = resolution.pending
        click.echo(f"pending: {p.decision} ({p.player}); options: {list(p.options)} ({_rules(p.rules)})")
    final = resolution.final
    click.echo(f"attack: {final.get('attack')}   winner: {final.get('winner')}")
    for caveat in caveats or ():
        click.echo(f"not read by the engine ({caveat['card']}): {caveat['text']} -- {caveat['reason']}")
