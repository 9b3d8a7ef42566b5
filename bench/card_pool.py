"""A synthetic card pool of realistic size and realistic titles, in the community CSV layout.

Real Shadowfist titles are two to four English words, often with an article or a possessive
("Temple of the Angry Spirits", "Iron Monkey", "Jade Willow's Chosen", "The Gardener"), and
many share words with the rulebook ("Guard", "Site", "Dragon"). The titles here are built the
same way from a vocabulary of such words, all distinct, so the catalogue's title indexes and
the rulebook scan see the load a real pool gives. Used by bench/bench_card_pool.py and by the
hardening tests (a smaller pool).
"""

from __future__ import annotations

import csv
import io
import random

COLUMNS = ("Faction", "Title", "Subtitle", "Fighting", "Power", "Body", "Requires", "Provides",
           "Text", "Tag", "Artist", "Set", "Rarity")
ADJECTIVES = ("Iron Jade Golden Silver Crimson Black White Hidden Sacred Ancient Burning Frozen Howling "
              "Silent Wandering Furious Drunken Mad Lucky Savage Noble Rogue Secret Shattered Twin "
              "Eternal Forgotten Hungry Bitter Mystic Loyal Reckless Stone Thunder Lotus Dragon Tiger "
              "Monkey Crane Serpent Phoenix Spirit Ghost Shadow Steel Neon Chrome Atomic Bionic Rusted").split()
NOUNS = ("Guard Master Monk Fist Temple Palace Garden Pagoda Blade Sword Gun Agent Cop Assassin Hermit "
         "Sorcerer Abomination Cyborg Mutant Pirate Warrior Dancer Courier Gambler Priest Student "
         "Fortress Bazaar Tower Bridge Harbor Market Shrine Cave Mountain Lake River Storm Wind Fire "
         "Claw Fang Lantern Mask Scroll Banner Crown Throne Gate Engine Reactor Drone Ninja Samurai "
         "Bandit Hunter Oracle Prophet Witch Demon Ogre Troll Lion Wolf Bear Eagle Hawk Shark").split()
OWNERS = ("Jade Willow", "Johnny Tso", "Kar Fai", "Ting Ting", "Lo Chen", "Gao Zhang", "Wei Ling",
          "Sifu Lin", "Ming I", "Mad Dog Mak", "Old Li", "Big Bruce")
FACTIONS = ("Dragons", "Lotus", "Ascended", "Architects", "Guiding Hand", "Jammers", "Monarchs", "")
SETS = ("Limited", "Standard", "Netherworld", "Throne War", "Flashpoint", "Shaolin Showdown", "Year of the Dragon")
TEXTS = ("Toughness: 2. Superleap.", "Guts, Tactics.", "Ambush. When this card enters play, draw a card.",
         "Regenerate.", "Your Characters gain +1 Fighting until the end of the turn.", "Unique. Stealth.",
         "Independent. Mobility.", "Assassinate. Damage Immunity.")


def realistic_titles(count: int, seed: int = 35) -> list[str]:
    """`count` distinct titles shaped like printed ones, in a stable order."""
    rng = random.Random(seed)
    shapes = (
        lambda: f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}",
        lambda: f"The {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}",
        lambda: f"{rng.choice(NOUNS)} of the {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}s",
        lambda: f"{rng.choice(OWNERS)}'s {rng.choice(NOUNS)}",
        lambda: f"{rng.choice(ADJECTIVES)} {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}",
        lambda: f"{rng.choice(NOUNS)} {rng.choice(NOUNS)}",
    )
    seen: dict[str, None] = {}
    while len(seen) < count:
        seen.setdefault(rng.choice(shapes)(), None)
    return list(seen)


def pool_csv(count: int, seed: int = 35, printings: int = 1) -> bytes:
    """A CSV of `count` distinct cards (each with `printings` rows, in different sets)."""
    rng = random.Random(seed)
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for title in realistic_titles(count, seed):
        fighting = rng.choice(("", "1", "3", "6", "8"))
        faction = rng.choice(FACTIONS)
        text = rng.choice(TEXTS)
        for printing in range(printings):
            writer.writerow([faction, title, "" if fighting else "Feng Shui Site", fighting,
                             "" if fighting else "1", "" if fighting else "6",
                             "{dra}" * rng.randint(0, 2) + str(rng.randint(0, 5)), rng.choice(("", "{chi}", "{mag}")),
                             text, rng.choice(("", "Unique")), "An Artist", SETS[printing % len(SETS)],
                             rng.choice("CUR")])
    return out.getvalue().encode()
