"""Layer 4: the effect kinds.

The registry (effect_kinds.py: one entry per kind, its checks, words and resolver) and the
modules of the kinds that need more than a few lines. They build on mechanics.
"""
