#!/usr/bin/python3
"""Trains the learned evaluation (analysis/learned/network.hpp) on datagen's records.

    /usr/bin/python3 tests/bench/train_network.py --variant dhama --out resources/learned/dhama.dmnet \
        [--epochs 12] [--batch 4096] [--lambda 0.5] [--seed 1] [--threads 2] DATA.bin [DATA2.bin ...]

Needs Debian's python3-torch (and python3-numpy), nothing from PyPI. Reproducible: the same data,
seed and thread count give the same file.

What it does:
  1. Reads the 40-byte records of tests/bench/datagen.cpp (its head comment has the layout) and
     keeps 5% of the *games* aside (whole games, chosen by a hash of their first position, so that
     no held-out position has a near twin in training).
  2. Fits the winning-chance scale K of the search scores, p(White wins) = 1 / (1 + exp(-s / K)),
     by least squares against the results (the annotator's curve, BENCHMARKS.md).
  3. Trains 256 -> 128 (each perspective) -> 32 -> 32 -> 1 with clipped ReLUs to predict
     target = lambda * result + (1 - lambda) * sigmoid(search score / K) through sigmoid(v / K'),
     v in centi-men, mean squared error, Adam. K' is K, or --output-scale: a stronger player's
     scores fit a smaller K, and --output-scale keeps the network's units (the annotator's scale
     and the search's margins in centi-men) what they were.
  4. Prints the held-out error (mean squared error against the game results) of the classic
     evaluation, of the search scores and of the network, and writes the quantized weights
     (analysis/learned/network_file.cpp has the format) with their FNV-1a checksum.
"""
import argparse
import math
import os
import struct
import sys
import time

import numpy as np
import torch

RECORD = np.dtype([("boards", "<u8", (4,)), ("score", "<i2"), ("classic", "<i2"),
                   ("result", "u1"), ("side", "u1"), ("variant", "u1"), ("ply", "u1")])
assert RECORD.itemsize == 40
VARIANTS = {"dama": 0, "turkish": 1, "dhama": 2}
HIDDEN, L1, L2 = 128, 32, 32
ACT_ONE, WEIGHT_ONE = 127, 64
MAX_FEATURE_WEIGHT, MAX_FEATURE_BIAS = 900, 3000


def load(paths, variants):
    # A run stopped mid-write may leave a part record at the end: whole records only.
    data = np.concatenate([np.fromfile(p, dtype=RECORD, count=os.path.getsize(p) // RECORD.itemsize)
                           for p in paths])
    data = data[np.isin(data["variant"], variants)]
    if len(data) == 0:
        sys.exit("train_network: no records of that variant in the data")
    return data


def game_ids(data):
    """A game's records are consecutive, the first marked (result + 8)."""
    return np.cumsum((data["result"] & 8) != 0)


def bits(boards):
    """[N, 4] uint64 -> [N, 4, 64] uint8: bit s of each board."""
    b = np.unpackbits(np.ascontiguousarray(boards.astype("<u8")).view(np.uint8), bitorder="little")
    return torch.from_numpy(b.reshape(-1, 4, 64))


def features(boards, side):
    """Inputs (0/1, uint8) of the side to move and of the other side, as the engine builds them."""
    owns, others = [], []
    for i in range(0, len(boards), 262144):
        o, t = features_chunk(boards[i:i + 262144], side[i:i + 262144])
        owns.append(o)
        others.append(t)
    return torch.cat(owns), torch.cat(others)


def features_chunk(boards, side):
    x = bits(boards)  # white men, white kings, black men, black kings
    white_view = x.reshape(-1, 256)
    # Black's view: its own pieces first, the board turned half a turn (square s -> 63 - s).
    black_view = torch.cat([x[:, 2], x[:, 3], x[:, 0], x[:, 1]], dim=1).reshape(-1, 4, 64)
    black_view = torch.flip(black_view, dims=[2]).reshape(-1, 256)
    black_to_move = torch.from_numpy(side.astype(np.bool_)).unsqueeze(1)
    own = torch.where(black_to_move, black_view, white_view)
    other = torch.where(black_to_move, white_view, black_view)
    return own, other


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.ft = torch.nn.Linear(256, HIDDEN)
        self.l1 = torch.nn.Linear(2 * HIDDEN, L1)
        self.l2 = torch.nn.Linear(L1, L2)
        self.out = torch.nn.Linear(L2, 1)

    def forward(self, own, other):
        a = torch.clamp(torch.cat([self.ft(own), self.ft(other)], dim=1), 0, 1)
        a = torch.clamp(self.l1(a), 0, 1)
        a = torch.clamp(self.l2(a), 0, 1)
        return self.out(a).squeeze(1) * 100.0  # centi-men for the side to move

    def clip(self):
        with torch.no_grad():
            self.ft.weight.clamp_(-MAX_FEATURE_WEIGHT / ACT_ONE, MAX_FEATURE_WEIGHT / ACT_ONE)
            self.ft.bias.clamp_(-MAX_FEATURE_BIAS / ACT_ONE, MAX_FEATURE_BIAS / ACT_ONE)
            for layer in (self.l1, self.l2, self.out):
                layer.weight.clamp_(-32767 / WEIGHT_ONE, 32767 / WEIGHT_ONE)


def fit_scale(score, result):
    """K minimising sum (sigmoid(score / K) - result)^2, by golden-section search."""
    s = score.astype(np.float64)
    r = result.astype(np.float64)

    def err(k):
        return np.mean((1 / (1 + np.exp(-s / k)) - r) ** 2)

    lo, hi = 20.0, 2000.0
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    for _ in range(60):
        if err(a) < err(b):
            hi = b
        else:
            lo = a
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    return (lo + hi) / 2, err((lo + hi) / 2)


def quantize(net, variant, name):
    def q(t, scale, dtype):
        return np.clip(np.round(t.detach().numpy() * scale), np.iinfo(dtype).min,
                       np.iinfo(dtype).max).astype(dtype)

    body = b"".join([
        q(net.ft.weight.T, ACT_ONE, np.int16).astype("<i2").tobytes(),   # [input][hidden]
        q(net.ft.bias, ACT_ONE, np.int16).astype("<i2").tobytes(),
        q(net.l1.weight, WEIGHT_ONE, np.int16).astype("<i2").tobytes(),  # [out][in]
        q(net.l1.bias, ACT_ONE * WEIGHT_ONE, np.int32).astype("<i4").tobytes(),
        q(net.l2.weight, WEIGHT_ONE, np.int16).astype("<i2").tobytes(),
        q(net.l2.bias, ACT_ONE * WEIGHT_ONE, np.int32).astype("<i4").tobytes(),
        q(net.out.weight.squeeze(0), WEIGHT_ONE, np.int16).astype("<i2").tobytes(),
        q(net.out.bias, ACT_ONE * WEIGHT_ONE, np.int32).astype("<i4").tobytes(),
    ])
    name_bytes = name.encode()[:200]
    head = b"DMSCNET1" + struct.pack("<7I", 1, VARIANTS[variant], 256, HIDDEN, L1, L2,
                                     len(name_bytes)) + name_bytes
    data = head + body
    return data + struct.pack("<Q", fnv1a_words(data))


def fnv1a_words(data):
    """core::Fnv1a::words: FNV-1a over little-endian 64-bit words, then the last bytes."""
    h, prime, mask = 0xCBF29CE484222325, 0x100000001B3, (1 << 64) - 1
    n = len(data) // 8
    for w in np.frombuffer(data[:n * 8], dtype="<u8").tolist():
        h = ((h ^ w) * prime) & mask
    for byte in data[n * 8:]:
        h = ((h ^ byte) * prime) & mask
    return h


def read_network(path):
    """The float network a weights file holds (the integers over their scales)."""
    blob = open(path, "rb").read()
    name_length = struct.unpack_from("<I", blob, 32)[0]
    at = 36 + name_length
    net = Net()

    def take(count, dtype):
        nonlocal at
        a = np.frombuffer(blob, dtype=dtype, count=count, offset=at)
        at += a.nbytes
        return torch.from_numpy(a.astype(np.float32))

    with torch.no_grad():
        net.ft.weight.copy_(take(256 * HIDDEN, "<i2").reshape(256, HIDDEN).T / ACT_ONE)
        net.ft.bias.copy_(take(HIDDEN, "<i2") / ACT_ONE)
        net.l1.weight.copy_(take(L1 * 2 * HIDDEN, "<i2").reshape(L1, 2 * HIDDEN) / WEIGHT_ONE)
        net.l1.bias.copy_(take(L1, "<i4") / (ACT_ONE * WEIGHT_ONE))
        net.l2.weight.copy_(take(L2 * L1, "<i2").reshape(L2, L1) / WEIGHT_ONE)
        net.l2.bias.copy_(take(L2, "<i4") / (ACT_ONE * WEIGHT_ONE))
        net.out.weight.copy_(take(L2, "<i2").reshape(1, L2) / WEIGHT_ONE)
        net.out.bias.copy_(take(1, "<i4") / (ACT_ONE * WEIGHT_ONE))
    return net


def check(weights, records):
    data = np.fromfile(records, dtype=RECORD, count=10)
    net = read_network(weights)
    own, other = features(data["boards"], data["side"])
    with torch.no_grad():
        v = net(own.float(), other.float()).numpy()
    for i, (x, side) in enumerate(zip(v, data["side"])):
        print(i, round(float(x if side == 0 else -x), 1))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--variant", required=True, choices=sorted(VARIANTS))
    p.add_argument("--also", default="", help="train on this variant's records too (dama,turkish)")
    p.add_argument("--out", required=True)
    p.add_argument("--epochs", type=int, default=12)
    p.add_argument("--batch", type=int, default=4096)
    p.add_argument("--lambda", dest="lam", type=float, default=0.5)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--name", default="")
    p.add_argument("--init", metavar="FILE", help="start from this network (the last round's)")
    p.add_argument("--output-scale", type=float, metavar="K",
                   help="the network's units: p(win) = sigmoid(v / K). Default: the K fitted to "
                        "the search scores. Give the annotator's scale for the variant to keep "
                        "the engine's scores (and the search's margins) in the units they had")
    p.add_argument("--check", metavar="RECORDS",
                   help="only print the network in --out's score (White's view) of the first 10 "
                        "records, to compare with datagen --evaluate")
    p.add_argument("data", nargs="*")
    args = p.parse_args()
    if args.check:
        check(args.out, args.check)
        return
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    variants = [VARIANTS[args.variant]] + [VARIANTS[v] for v in args.also.split(",") if v]
    data = load(args.data, variants)
    games = game_ids(data)
    held_out = (games * 2654435761 % 100) < 5
    result = (data["result"] & 3).astype(np.float32) / 2  # White's view
    train, test = ~held_out, held_out
    print(f"records {len(data)}, games {games[-1]}, held out {held_out.sum()} positions", flush=True)

    k, search_err = fit_scale(data["score"][train], result[train])
    print(f"winning-chance scale K = {k:.1f} centi-men (search scores, train error {search_err:.5f})")

    def held_out_error(white_scores, scale=k):
        pr = 1 / (1 + np.exp(-white_scores.astype(np.float64) / scale))
        return float(np.mean((pr - result[test]) ** 2))

    k_classic, _ = fit_scale(data["classic"][train], result[train])
    classic_err = float(np.mean((1 / (1 + np.exp(-data["classic"][test].astype(np.float64) /
                                                 k_classic)) - result[test]) ** 2))
    print(f"held-out error: classic static evaluation {classic_err:.5f} (its own K "
          f"{k_classic:.1f}), search scores {held_out_error(data['score'][test]):.5f}", flush=True)

    own, other = features(data["boards"], data["side"])
    sign = torch.from_numpy(np.where(data["side"] == 0, 1.0, -1.0).astype(np.float32))
    target = torch.from_numpy(args.lam * result + (1 - args.lam) *
                              (1 / (1 + np.exp(-data["score"].astype(np.float32) / k))))
    # The search scores' own K makes the target; the network answers in out_k's units.
    out_k = args.output_scale or k
    if args.output_scale:
        print(f"the network's units: K = {out_k:.1f}", flush=True)
    train_idx = torch.from_numpy(np.nonzero(train)[0])
    test_idx = torch.from_numpy(np.nonzero(test)[0])
    net = read_network(args.init) if args.init else Net()
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)

    def evaluate(idx):
        with torch.no_grad():
            out = []
            for i in range(0, len(idx), 65536):
                j = idx[i:i + 65536]
                out.append(net(own[j].float(), other[j].float()) * sign[j])
            return torch.cat(out).numpy()

    started = time.time()
    for epoch in range(args.epochs):
        perm = train_idx[torch.randperm(len(train_idx))]
        total = 0.0
        for i in range(0, len(perm), args.batch):
            j = perm[i:i + args.batch]
            pred = torch.sigmoid(net(own[j].float(), other[j].float()) * sign[j] / out_k)
            loss = torch.mean((pred - target[j]) ** 2)
            opt.zero_grad()
            loss.backward()
            opt.step()
            net.clip()
            total += loss.item() * len(j)
        sched.step()
        print(f"epoch {epoch + 1}: train loss {total / len(perm):.5f}, held-out error "
              f"{held_out_error(evaluate(test_idx), out_k):.5f} ({time.time() - started:.0f} s)",
              flush=True)
        # Written after every epoch (whole or not at all), so that a long run can be used early.
        name = args.name or f"{args.variant} {len(data)} positions, K {out_k:.0f}, seed {args.seed}"
        blob = quantize(net, args.variant, name)
        with open(args.out + ".tmp", "wb") as f:
            f.write(blob)
        os.replace(args.out + ".tmp", args.out)
    print(f"wrote {args.out} ({len(blob)} bytes): {name}")


if __name__ == "__main__":
    main()
