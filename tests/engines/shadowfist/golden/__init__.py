"""Same answers: every library and documentation scenario, resolved in full, against a recording.

The recording (`resolutions.json.gz`) holds, per scenario, the whole resolution (steps, final,
illegal, pending and the board after every step) and the legality query's whole answer for the
scenario's own prefixes. A change to the engine's code that is meant to keep its answers (a
refactor) must leave it equal; a change meant to alter answers regenerates it deliberately:

    .venv/bin/python -m tests.engines.shadowfist.golden --write

and the diff of `git show` over the decompressed file (`--dump`) is part of the review.
"""
