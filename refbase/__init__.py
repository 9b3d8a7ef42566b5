"""refbase: a rules reference knowledge base and interaction checker for Shadowfist and UFS."""

__version__ = "0.1.0"
