"""Semantic scenario fuzzing: mutators over the library scenarios, an in-process harness, a minimizer.

Used by bench/fuzz_scenarios.py (the long run) and tests/hardening/test_scenario_fuzz_smoke.py.
"""
