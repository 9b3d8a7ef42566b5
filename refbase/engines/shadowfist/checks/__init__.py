"""Layer 2: pure checks of a live game (`verify_*`).

Whether a card may enter play or be played now, resources, printed restrictions: functions of a
Game that raise RuleViolation and change nothing. They import only model.
"""
