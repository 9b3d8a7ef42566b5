"""Printed Shadowfist card text compiled into the engine's scenario ability language.

`compile_text(text, title, card_type)` gives a `CompiledText`: the printed bold-faced words
and ability objects a scenario card's `abilities` accepts, and `not_modelled` sentences with
the reason, each sentence in exactly one of the two (docs/cardtext.md). Pure: it reads only
the engine's own vocabulary and schemas.
"""

from refbase.engines.shadowfist.cardtext.compiler import compile_text
from refbase.engines.shadowfist.cardtext.records import CompiledText, NotModelled

#: Bumped whenever a change to the compiler changes what any text compiles to: catalogues
#: stored by an earlier version are compiled again when loaded, so a reading the compiler has
#: since corrected never outlives it (tests/cards/test_cards_engine_text.py pins the output).
COMPILER_VERSION = 45

__all__ = ["COMPILER_VERSION", "CompiledText", "NotModelled", "compile_text"]
