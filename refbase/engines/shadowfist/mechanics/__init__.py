"""Layer 3: what the rules do to the board.

Entering and leaving play, damage and smoking, control, piles, triggered abilities noticed and
queued, auctions and uniques, victory, interceptors and attackers ceasing, moving and placing
cards. The procedure above calls these; they reach back into it only through game.hooks.
"""
