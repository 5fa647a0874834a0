#!/usr/bin/env python3
"""Draw the app icons of the web app manifest into web/icons/ (PNG, standard library only).

The picture is the favicon's: two playing cards fanned on the green felt, a red
heart on the front one.

- icon-192.png, icon-512.png: purpose "any", a rounded felt square, transparent corners;
- icon-maskable-512.png: purpose "maskable", felt to every edge, the cards inside
  the central circle of 80% that every mask keeps.

The PNGs are committed; run this again only to change the picture:
    python3 scripts/make_icons.py [--out web/icons]
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

Colour = tuple[float, float, float]
# A signed distance in pixels: negative inside the shape.
Shape = Callable[[float, float], float]

FELT: Colour = (0x23 / 255, 0x70 / 255, 0x3F / 255)
FELT_DARK: Colour = (0x17 / 255, 0x49 / 255, 0x2B / 255)
PAPER: Colour = (0xFD / 255, 0xFA / 255, 0xF1 / 255)
BACK: Colour = (0xE9 / 255, 0xE1 / 255, 0xC9 / 255)
EDGE: Colour = (0x1B / 255, 0x5E / 255, 0x20 / 255)
HEART: Colour = (0xC6 / 255, 0x28 / 255, 0x28 / 255)


def rounded_box(cx: float, cy: float, half_w: float, half_h: float, radius: float, angle: float = 0.0) -> Shape:
    """A rectangle with rounded corners, centred at (cx, cy), turned by ``angle`` radians."""
    cos, sin = math.cos(angle), math.sin(angle)

    def distance(x: float, y: float) -> float:
        dx, dy = x - cx, y - cy
        u, v = abs(dx * cos + dy * sin), abs(-dx * sin + dy * cos)
        qx, qy = u - half_w + radius, v - half_h + radius
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - radius

    return distance


def heart(cx: float, cy: float, size: float) -> Shape:
    """A heart of width ``size`` centred at (cx, cy): a square on its corner and two circles."""
    side = size / (1 + 1 / math.sqrt(2))
    half_diagonal = side / math.sqrt(2)
    # The shape spans -0.854*side (top of the circles) to +0.707*side (the point): centre it.
    shift = cy + (0.854 - 0.707) / 2 * side
    square = rounded_box(cx, shift, side / 2, side / 2, 0.0, math.pi / 4)
    lobes = [(cx + sign * half_diagonal / 2, shift - half_diagonal / 2) for sign in (-1, 1)]

    def distance(x: float, y: float) -> float:
        circles = min(math.hypot(x - lx, y - ly) - side / 2 for lx, ly in lobes)
        return min(square(x, y), circles)

    return distance


def coverage(distance: float) -> float:
    """How much of a pixel a shape covers, from its signed distance at the pixel's centre."""
    return min(1.0, max(0.0, 0.5 - distance))


def draw(size: int, maskable: bool) -> bytes:
    """The icon as RGBA rows."""
    s = float(size)
    # Everything of a maskable icon stays inside the central 80% circle; "any" icons use more room.
    scale = 0.72 if maskable else 0.86
    unit = s * scale
    c = s / 2
    background = rounded_box(c, c, s, s, 0.0) if maskable else rounded_box(c, c, s / 2 - 0.5, s / 2 - 0.5, s * 0.18)
    card_w, card_h, card_r = unit * 0.30, unit * 0.42, unit * 0.05
    back_card = rounded_box(c + unit * 0.07, c - unit * 0.01, card_w, card_h, card_r, math.radians(12))
    front_card = rounded_box(c - unit * 0.05, c + unit * 0.02, card_w, card_h, card_r, math.radians(-7))
    border = unit * 0.022
    symbol = heart(c - unit * 0.05, c + unit * 0.02, unit * 0.34)

    rows = bytearray()
    for row in range(size):
        rows.append(0)  # PNG filter: none
        y = row + 0.5
        for col in range(size):
            x = col + 0.5
            alpha = coverage(background(x, y))
            # Felt with a soft light from the top left.
            shade = min(1.0, math.hypot(x, y) / (s * 1.3))
            rgb = tuple(f + (d - f) * shade for f, d in zip(FELT, FELT_DARK, strict=True))
            for card, fill in ((back_card, BACK), (front_card, PAPER)):
                d = card(x, y)
                rgb = blend(rgb, EDGE, coverage(d))
                rgb = blend(rgb, fill, coverage(d + border))
            rgb = blend(rgb, HEART, coverage(symbol(x, y)))
            rows += bytes(round(channel * 255) for channel in rgb) + bytes([round(alpha * 255)])
    return bytes(rows)


def blend(under: tuple[float, ...], over: Colour, alpha: float) -> tuple[float, ...]:
    return tuple(u + (o - u) * alpha for u, o in zip(under, over, strict=True))


def png(size: int, rows: bytes) -> bytes:
    """A PNG file of ``size`` x ``size`` 8-bit RGBA pixels."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-512.png": (512, True)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Draw the manifest icons.")
    parser.add_argument("--out", type=Path, default=ROOT / "web" / "icons")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, (size, maskable) in ICONS.items():
        data = png(size, draw(size, maskable))
        (args.out / name).write_bytes(data)
        print(f"{args.out / name}: {len(data)} bytes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
