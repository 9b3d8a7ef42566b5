"""Layer 6: where the script ran out.

The candidate actions a player could append at each point the procedure looked for an action
and found none, for the legality query (options.py). The procedure reaches them through
game.hooks; engine.py wires them.
"""
