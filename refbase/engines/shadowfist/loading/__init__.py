"""Layer 5: loading a submitted scenario.

Marshmallow schemas into records, then the checks of the scenario's meaning (ids, locations,
effect templates) before anything runs. Independent of procedure, its sibling.
"""
