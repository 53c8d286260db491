#!/usr/bin/python3
# compare-mcp.py: our solver against scikit-image's MCP_Geometric on open ground.
#
# Both solve the same move on the same grid (start on a cell centre); the answer is
# the straight-line distance. Usage: compare-mcp.py PATH/TO/bench-reach [PATH/TO/sandtable-cli],
# or compare-mcp.py --whole PATH/TO/sandtable-cli for the whole-process rows alone.
#
# With sandtable-cli, also the whole-process target: `sandtable-cli reach` of a
# whole-table move at 0.05" on the club table (a unit of 100" in its middle), as
# a process, against MCP_Geometric's find_costs alone on the same 1440 x 960 grid
# of open ground; processor time (user and system) beside the clock. Beside it,
# the same move without the other side's units (whose zones of control the move
# keeps out of) and `sandtable-cli --version`, the cost of a process as such.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
import subprocess
import sys
import tempfile
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


WHOLE_ROUNDS = 11


def process_time(command):
    """The processor time (user and system, every thread) and the clock of one
    process, in ms."""
    c0 = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    c1 = time.perf_counter()
    if status != 0:
        raise subprocess.CalledProcessError(status, command)
    return (usage.ru_utime + usage.ru_stime) * 1000, (c1 - c0) * 1000


def whole_process(cli):
    club = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data",
                        "scenarios", "club-table.sandtable")
    with open(club, encoding="utf-8") as f:
        text = f.read()
    unit = '<unit id="bench" name="Bench" class="infantry" x="36" y="24" facing="0" mv="100"/>'
    text = re.sub(r'(<side id="us"[^>]*>)', r'\1\n      ' + unit, text, count=1)
    # the same table without the other side's units: no zones of control to
    # keep out of, the part of the solve they cost
    german = text.index('<side id="de"')
    alone = text[:german] + re.sub(r'\n\s*<unit [^>]*/>', '', text[german:])
    costs = np.ones((960, 1440))
    rows = []
    load = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "whole.sandtable")
        alone_path = os.path.join(tmp, "alone.sandtable")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        with open(alone_path, "w", encoding="utf-8") as f:
            f.write(alone)
        reach = [cli, "reach", path, "--unit", "bench", "--mode", "advance", "--resolution", "0.05"]
        reach_alone = [cli, "reach", alone_path, "--unit", "bench", "--mode", "advance", "--resolution", "0.05"]
        # in turn, round after round, as above
        for _ in range(WHOLE_ROUNDS):
            ours_cpu, ours_clock = process_time(reach)
            p0, m0 = time.process_time(), time.perf_counter()
            MCP_Geometric(costs, fully_connected=True).find_costs([(480, 720)])
            p1, m1 = time.process_time(), time.perf_counter()
            alone_cpu, _ = process_time(reach_alone)
            start_cpu, _ = process_time([cli, "--version"])
            rows.append((ours_cpu, ours_clock, (p1 - p0) * 1000, (m1 - m0) * 1000, alone_cpu, start_cpu))
    load.append(os.getloadavg()[0])
    print()
    print("| whole club table at 0.05\" | sandtable-cli reach, CPU (clock) ms | MCP_Geometric find_costs, CPU (clock) ms | speed-up (CPU) |")
    print("|---|---|---|---|")
    print("| median of %d rounds, load %.1f-%.1f | %.0f (%.0f) | %.0f (%.0f) | %.1fx |"
          % (WHOLE_ROUNDS, min(load), max(load), median([r[0] for r in rows]), median([r[1] for r in rows]),
             median([r[2] for r in rows]), median([r[3] for r in rows]),
             median([r[2] / r[0] for r in rows])))
    print()
    print("| the same rounds | CPU ms | speed-up against find_costs (CPU) |")
    print("|---|---|---|")
    print("| `reach` without the German side's units (no zones of control) | %.0f | %.1fx |"
          % (median([r[4] for r in rows]), median([r[2] / r[4] for r in rows])))
    print("| `sandtable-cli --version` (starting and ending a process) | %.1f | |"
          % median([r[5] for r in rows]))


if __name__ == "__main__":
    if sys.argv[1] == "--whole":
        whole_process(sys.argv[2])
        sys.exit(0)
    main()
    if len(sys.argv) > 2:
        whole_process(sys.argv[2])
