"""One card record from printed fields: type from the subtitle (8.2), keywords from the text,
designators from title and subtitle (rule 14)."""

from __future__ import annotations

from refbase.cards.keywords import parse_keywords
from refbase.cards.model import Card, Printing, Resource, Ruling
from refbase.cards.slugs import slugify
from refbase.designators import analyze

#: 8.2: "Non-Character subtitles have the card's type (7.0)": the subtitle's last words.
_TYPE_ENDINGS = (("feng shui site", "feng_shui_site"), ("site", "site"), ("state", "state"),
                 ("edge", "edge"), ("event", "event"))


def card_type(subtitle: str, fights: bool, given: str | None = None) -> str | None:
    """The card type: as given, else from the subtitle's ending, else a Character if it prints a
    Fighting (a number or X)."""
    if given:
        return given
    folded = " ".join(subtitle.casefold().split())
    for ending, kind in _TYPE_ENDINGS:
        if folded == ending or folded.endswith(" " + ending):
            return kind
    return "character" if fights else None


def designators_of(title: str, subtitle: str) -> tuple[str, ...]:
    """The rule 14 designators of a title and subtitle, as printed."""
    return tuple(d.word for d in analyze(title, subtitle).designators)


def make_card(*, title: str, subtitle: str = "", faction: str = "", type: str | None = None,
              cost: int | None = None, requires: tuple[Resource, ...] = (),
              provides: tuple[Resource, ...] = (), fighting: int | None = None,
              power: int | None = None, body: int | None = None, x_values: tuple[str, ...] = (),
              text: str = "",
              printed_text: str = "", rulings: tuple[Ruling, ...] = (), tags: tuple[str, ...] = (),
              printings: tuple[Printing, ...] = (), source: str = "",
              with_designators: bool = True) -> Card:
    """A card with its derived fields (slug, type, keywords, designators). Raises
    DesignatorInputError for a title or subtitle rule 14 cannot read (control characters...)."""
    designators = designators_of(title, subtitle) if with_designators else ()
    return Card(
        slug=slugify(title), title=title, subtitle=subtitle, faction=faction,
        type=card_type(subtitle, fighting is not None or "fighting" in x_values, type), cost=cost, requires=requires, provides=provides,
        fighting=fighting, power=power, body=body, x_values=x_values, text=text, printed_text=printed_text,
        rulings=rulings, tags=tags,
        keywords=parse_keywords(text, ", ".join(tags)), designators=designators,
        printings=printings, source=source,
    )
