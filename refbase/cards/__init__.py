"""Cards as first-class entries (docs/cards.md): the catalogue, importing card databases, and using
cards in scenarios, designators and search.

Layer: above the knowledge base and the designator matcher (it reads both), below the API and
the pages (they import it). The engines never import it: scenario cards are filled in here
(`scenario.fill_cards`) before the engine sees the payload.

Public API:

* `build_catalogue(kb, imported) -> Catalogue`; `load_imported(data_dir)`.
* `import_file(path, data_dir, replace=False, progress=None) -> ImportReport` (CSV or MySQL dump).
* `fill_cards(payload, catalogue)` for scenarios' `"card": "<title>"`; `CardLookupError`.
* `sharing(catalogue, ...)`: cards sharing a designator, with the reasons (rule 14).
"""

from refbase.cards.catalogue import Catalogue, build_catalogue
from refbase.cards.csv_import import ImportFileError
from refbase.cards.importer import ImportReport, import_file
from refbase.cards.model import Card, Keyword, Printing, Resource
from refbase.cards.store import CardStoreError, load_imported, stamp

__all__ = [
    "Card", "CardStoreError", "Catalogue", "ImportFileError", "ImportReport", "Keyword", "Printing",
    "Resource", "build_catalogue", "import_file", "load_imported", "stamp",
]
