"""One fuzzing campaign: mutate a library scenario, post it to resolve or options, record findings."""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .harness import Harness, Outcome
from .mutators import Pools, Scenario, mutate

#: Share of Shadowfist cases when both games run: its engine is the larger one (and had every crash so far).
SHADOWFIST_SHARE = 0.62


@dataclass
class Finding:
    """The first case of one signature, and how often it came back."""

    signature: str
    endpoint: str
    game: str
    status: int | str
    seed: str  # the library scenario mutated
    mutations: list[str]
    scenario: Scenario
    detail: dict[str, Any]
    cpu_seconds: float
    hits: int = 1


@dataclass
class Campaign:
    harness: Harness
    pools: dict[str, Pools]  # game -> pools; one or both games
    rng: random.Random
    cases: Counter[tuple[str, str]] = field(default_factory=Counter)  # (endpoint, game) -> count
    statuses: Counter[str] = field(default_factory=Counter)
    findings: dict[str, Finding] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(self.cases.values())

    def step(self) -> None:
        """One mutated scenario, sent as one case or (options at every prefix of its actions) several.

        55% resolve; 38% options, after a random cut of the actions 60% of the time; 7% options at
        every prefix, which is where a half-played turn meets the legality query."""
        game = self._game()
        seed, scenario = self.rng.choice(self.pools[game].seeds)
        scenario = copy.deepcopy(scenario)
        mutations = mutate(scenario, self.rng, self.pools[game], self.rng.choice([1, 1, 2, 2, 3, 4]))
        actions = scenario.get("actions")
        roll = self.rng.random()
        if roll < 0.55:
            self._post("resolve", game, scenario, seed, mutations)
        elif roll < 0.93 or not isinstance(actions, list):
            if isinstance(actions, list) and actions and self.rng.random() < 0.6:
                cut = self.rng.randrange(len(actions) + 1)
                scenario, mutations = {**scenario, "actions": actions[:cut]}, mutations + [f"prefix {cut}"]
            self._post("options", game, scenario, seed, mutations)
        else:
            for cut in range(len(actions) + 1):
                self._post("options", game, {**scenario, "actions": actions[:cut]}, seed, mutations + [f"prefix {cut}"])

    def _game(self) -> str:
        if len(self.pools) == 1:
            return next(iter(self.pools))
        return "shadowfist" if self.rng.random() < SHADOWFIST_SHARE else "ufs"

    def _post(self, endpoint: str, game: str, scenario: Scenario, seed: str, mutations: list[str]) -> Outcome:
        outcome = self.harness.post(endpoint, scenario)
        self.cases[(endpoint, game)] += 1
        self.statuses[str(outcome.status)] += 1
        if outcome.signature:
            known = self.findings.get(outcome.signature)
            if known:
                known.hits += 1
            else:
                self.findings[outcome.signature] = Finding(outcome.signature, endpoint, game, outcome.status, seed,
                                                           mutations, copy.deepcopy(scenario), outcome.detail,
                                                           outcome.cpu_seconds)
        return outcome
