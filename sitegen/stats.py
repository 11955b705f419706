"""The confidence intervals the pages use: they live in ``tarock.analysis.stats`` (the core, so that
the rules lab computes them in the browser too); imported here under their old address."""

from tarock.analysis.stats import Z95, Interval, mean_interval, share_interval, wilson

__all__ = ["Z95", "Interval", "mean_interval", "share_interval", "wilson"]
