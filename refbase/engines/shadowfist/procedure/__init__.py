"""Layer 5: the procedure of a turn.

Scenes and priority, generating and resolving effects, the attack with interception and combat,
the Establishing Shot and the end of the turn. Independent of loading, its sibling.
"""
