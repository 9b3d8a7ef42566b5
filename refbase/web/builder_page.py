"""The board builder: `/scenarios/new?game=shadowfist|ufs` and `/scenarios/new?from=<library id>`.

The page only lays out a board and lists the vocabulary a player picks from (card types,
zones, keywords with the rule that defines each, effect and modifier kinds, all taken from the
engines' schemas and the knowledge base). static/builder.js edits the scenario, asks
`POST /api/v1/scenarios/options` what may be appended next and shows the answer through
`POST /scenarios/result`: legality and outcomes come only from the engines, never from here.
`POST /scenarios/export` gives the library file format (refbase.api.share.library_file).
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response, abort, render_template, request
from marshmallow import fields

from refbase.engines import GAMES
from refbase.engines.common import RuleRef
from refbase.engines.shadowfist.effects import effect_fields
from refbase.engines.shadowfist.effects.effect_kinds import KINDS
from refbase.engines.shadowfist.loading import schemas as sf
from refbase.engines.shadowfist.loading.schema_fields import MODIFIER_KINDS
from refbase.engines.shadowfist.model import abilities as sf_abilities
from refbase.engines.shadowfist.model import rules as sf_rules
from refbase.engines.ufs import ability_fields
from refbase.engines.ufs import action_schemas as ufs_actions
from refbase.engines.ufs import scenario as ufs
from refbase.engines.ufs.keywords import RATED
from refbase.engines.ufs.model import ZONES as UFS_ZONES
from refbase.engines.ufs.vocabulary import KeywordName
from refbase.kb.model import KnowledgeBase
from refbase.request_context import catalogue, kb
from refbase.web.pages import absolute_url, bp
from refbase.web.render import page_href
from refbase.web.runner import evaluate, library_scenarios
from refbase.web.share_links import library_download

#: Longest question or title the builder carries into a share link or an export.
MAX_QUESTION = 300

EMPTY: dict[str, dict[str, Any]] = {
    "shadowfist": {"game": "shadowfist", "format": "multiplayer", "active_player": "A",
                   "players": [{"id": "A", "power": 0}, {"id": "B", "power": 0}],
                   "cards": [], "actions": []},
    "ufs": {"game": "ufs", "active_player": "A",
            "players": [{"id": p, "character": {"name": f"Character {p}", "hand_size": 6, "max_vitality": 20},
                         "vitality": 20, "momentum": 0, "card_pool": 0, "staging": [], "hand": [],
                         "deck": [6, 5, 4, 3]} for p in ("A", "B")],
            "attack": {"player": "A", "card": {"id": "atk", "name": "Attack", "difficulty": 3, "zone": "mid",
                                               "speed": 3, "damage": 3}},
            "actions": []},
}

#: Where each game's keywords are defined: (document, parent entries whose children name them).
KEYWORD_SOURCES = {
    "shadowfist": ("shadowfist-comprehensive", ("50.0", "49.0")),
    "ufs": ("ufs-living-rules", ("I.1", "I.3")),
}


@bp.get("/scenarios/new")
def builder() -> str:
    item = None
    source = request.args.get("from", "")[:200]
    if source:
        item = library_scenarios().get(source)
        if item is None:
            abort(404, description="No such scenario in the library to edit.")
        scenario, game = item.scenario, item.game
    else:
        game = request.args.get("game", "shadowfist")
        if game not in GAMES:
            abort(404, description="The board builder knows the games shadowfist and ufs.")
        scenario = EMPTY[game]
    return render_template(
        "builder.html", game=game, item=item, scenario=scenario, vocabulary=vocabulary(kb(), game),
        canonical=absolute_url("web.builder", game=game) if item is None else None)


@bp.post("/scenarios/export")
def builder_export() -> Response:
    """The builder's scenario in the library file format, as a download."""
    question = request.form.get("question", "")[:MAX_QUESTION].strip()
    text = request.form.get("scenario", "")
    shown, status = evaluate(text)
    if status != 200:
        abort(422, description="The scenario is malformed: fix the fields the builder names, then export.")
    return library_download(json.loads(text), question, shown["result"])


def vocabulary(base: KnowledgeBase, game: str) -> dict[str, Any]:
    """Everything the builder's menus offer, from the engine schemas and the rulebook."""
    words: dict[str, Any] = {"keywords": keywords(base, game)}
    if game == "shadowfist":
        words.update(card_types=list(sf.CARD_TYPES), zones=list(sf.ZONES), rows=list(sf.ROWS),
                     modifier_kinds=list(MODIFIER_KINDS), effect_kinds=list(sf.EFFECT_KINDS),
                     durations=list(sf.DURATIONS), source_types=list(sf.CARD_TYPES),
                     effect_needs={k.name: list(k.needs) for k in KINDS.values() if k.nameable},
                     effect_aims={k.name: str(k.aim) for k in KINDS.values() if k.nameable},
                     immunity=sorted({v for v in sf_abilities.IMMUNITY_TYPES if v.endswith("s")}))
        words["factions"] = factions()
        words.update(_effect_details(words["keywords"]))
    else:
        words.update(card_types=list(ufs.CARD_TYPES), zones=list(UFS_ZONES),
                     staging_types=list(_choices(ufs.StagingSchema().fields["type"])))
        words.update(_ability_details())
    return words


def factions() -> list[str]:
    """The factions of the card catalogue, for the card picker's filter."""
    return sorted({c.faction for c in catalogue().cards if c.faction}, key=str.casefold)


#: effect fields the form keeps under "More details": seldom needed for a rules question
RARE_EFFECT_FIELDS = ("x", "reduction", "reductions", "values", "row", "waives_timing")


def _effect_details(keywords: list[dict[str, Any]]) -> dict[str, Any]:
    """What a Shadowfist effect's form offers beyond its kind's `needs`: the optional fields
    each kind reads (effect_kinds.py), the choices of each, and the rule behind each."""
    nameable = [k.name for k in KINDS.values() if k.nameable]
    return {
        "effect_fields": {k: list(KINDS[k].reads) for k in nameable},
        "effect_general": list(effect_fields.GENERAL),
        "rare_fields": list(RARE_EFFECT_FIELDS),
        "one_player": [k for k, kind in KINDS.items() if kind.one_player],
        "damage_properties": [k for k in keywords if k["name"].lower() in effect_fields.DAMAGE_PROPERTIES],
        "timings": list(sf.TIMINGS), "piles": list(sf.PILES), "copied_values": list(sf.COPIED_VALUES),
        "token_types": [t for t in sf.CARD_TYPES if t != "event"],
        "field_rules": {name: _rule_links(refs) for name, refs in effect_fields.RULES.items()},
    }


def _ability_details() -> dict[str, Any]:
    """The choices of a UFS played ability's details, from the engine's action schemas."""
    restrictions = ufs_actions.RestrictionsSchema().fields
    modify = ufs_actions.ModifySchema().fields
    return {
        "modify_kinds": [k for k in modify if k not in ("minimum", "maximum")],
        "attack_to": list(_choices(ufs_actions.EnhanceSchema().fields["attack_to"])),
        "pay_fields": list(ufs_actions.PaySchema().fields),
        "restriction_flags": [k for k, f in restrictions.items() if isinstance(f, fields.Boolean)],
        "restriction_zones": list(_choices(restrictions["zone"])),
        "per_turn": list(_choices(restrictions["per_turn"])),
        "field_rules": {name: _rule_links(refs) for name, refs in ability_fields.RULES.items()},
    }


def _choices(field: fields.Field[Any]) -> tuple[Any, ...]:
    choices: tuple[Any, ...] = getattr(field.validate, "choices", ())
    return choices


def _rule_links(refs: tuple[RuleRef, ...]) -> list[dict[str, str]]:
    return [{"number": r.number, "url": page_href("web.section", doc=r.doc, key=r.number)} for r in refs]


def keywords(base: KnowledgeBase, game: str) -> list[dict[str, Any]]:
    """The keywords the engine models, each with the rule that defines it (its page link)."""
    doc, parents = KEYWORD_SOURCES[game]
    found: list[dict[str, Any]] = []
    for parent in parents:
        section = base.section(doc, parent)
        for key in section.children if section else []:
            child = base.section(doc, key)
            if child is None or child.number is None:
                continue
            entry = _keyword(game, doc, child.number, child.title)
            if entry is not None and entry["name"] not in {f["name"] for f in found}:
                found.append(entry)
    if game == "shadowfist":  # rules text with a meaning of its own (16.2, 16.4, 20.3)
        for name, refs in sf_rules.RULES_TEXT_ABILITIES.items():
            found.append({"name": name.capitalize(), "value": None, "rule": refs[0].number,
                          "url": page_href("web.section", doc=doc, key=refs[0].number)})
    return found


def _keyword(game: str, doc: str, number: str, title: str) -> dict[str, Any] | None:
    key = title.lower()
    if game == "shadowfist":
        modelled = sf_abilities.FLAGS | sf_abilities.NUMERIC | sf_abilities.RESTRICTIONS | {"immunity"}
        if key not in modelled:
            return None
        value = "number" if key in sf_abilities.NUMERIC else "immunity" if key == "immunity" else None
    else:
        names = {k.value.lower(): k.value for k in KeywordName}
        if key not in names:
            return None
        title = names[key]
        value = "number" if title in RATED else None  # a rating after the colon (I.2.3)
    return {"name": title, "value": value, "rule": number,
            "url": page_href("web.section", doc=doc, key=number)}
