#!/usr/bin/python3
# compare-mcp.py: our solver against scikit-image's MCP_Geometric on open ground.
#
# Both solve the same move on the same grid (start on a cell centre); the answer is
# the straight-line distance. Usage: compare-mcp.py PATH/TO/bench-reach
#
# SPDX-License-Identifier: GPL-3.0-or-later
import subprocess
import sys
import time

import numpy as np
from skimage.graph import MCP_Geometric


ROUNDS = 5


def median(values):
    return sorted(values)[len(values) // 2]


def mcp(radius, cell):
    n = int(round(2 * radius / cell)) + 3
    c = n // 2
    costs = np.ones((n, n))
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        m = MCP_Geometric(costs, fully_connected=True)
        cum, _ = m.find_costs([(c, c)])
        times.append((time.perf_counter() - t0) * 1000)
    jj, ii = np.mgrid[0:n, 0:n]
    d = np.hypot(ii - c, jj - c) * cell
    inside = d <= radius
    err = np.abs(cum * cell - d)[inside]
    return sorted(times)[len(times) // 2], err.max(), err.mean()


def ours(tool, radius, cell):
    out = subprocess.run([tool, "--open", str(radius), str(cell)], check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1]), float(out[2])


def main():
    tool = sys.argv[1]
    print("| move | cell | MCP_Geometric ms | MCP max err (in) | ours ms | ours max err (in) | speed-up | error ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for radius, cell in [(6, 0.1), (12, 0.1), (12, 0.05), (24, 0.05)]:
        # Both are timed in turn, round after round, so that a minute in which the
        # machine runs slow slows both: the speed-up is the median of the rounds'.
        rounds = []
        for _ in range(ROUNDS):
            mt, me, _ = mcp(radius, cell)
            ot, oe, _ = ours(tool, radius, cell)
            rounds.append((mt, ot, me, oe))
        mt = median([r[0] for r in rounds])
        ot = median([r[1] for r in rounds])
        speedup = median([r[0] / r[1] for r in rounds])
        me, oe = rounds[0][2], max(r[3] for r in rounds)
        ratio = "exact" if oe < 1e-4 else "%.3f" % (oe / me)
        print("| %g\" | %g | %.1f | %.4f | %.2f | %.4f | %.1fx | %s |"
              % (radius, cell, mt, me, ot, oe, speedup, ratio))


if __name__ == "__main__":
    main()
