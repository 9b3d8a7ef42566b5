"""Layer 1 of 7, the bottom: the words and records of the game.

The records a scenario loads into, the words of the game (vocabulary), the rule citations, and
the live game: board, cards, scenes and their stack, the attack, continuous abilities and the
running Game. It imports nothing else of the engine.
"""
