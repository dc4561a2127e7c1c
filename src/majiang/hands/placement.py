"""Placing a hand's tiles into a multiset of faces: naturals, wildcards, the winning tile.

Within one arrangement, naturals are placed in the earlier melds and wildcards
stand at their own face wherever the faces allow (a referee would read it so);
the winning tile goes to each meld face it can complete, once per distinct
(meld, face), and its partners in the winning pair or set may be wildcards or natural
tiles. :func:`place` takes ``only``, the (meld's faces, place in it) where the winning
tile may stand, for a caller that wants some of those arrangements, in the same order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterator
from functools import lru_cache

from majiang.hands.arrangement import Arrangement, Shape, WaitShape
from majiang.hands.hand import Hand
from majiang.hands.meld import Meld, MeldKind, kind_of
from majiang.tiles import Tile

__all__ = ["instant", "meld_faces", "place", "place_one", "sketch", "wait_of"]

Faces = tuple[int, ...]


def instant(hand: Hand, wild_tiles: list[int]) -> Arrangement:
    """The instant win: the wildcards held, each as a lone tile, then the exposed melds.

    The other concealed tiles are not arranged; there is no wait.
    """
    held = (Meld._trusted(MeldKind.SINGLE, (Tile.from_index(i),)) for i in sorted(wild_tiles))
    return Arrangement(shape=Shape.INSTANT, melds=(*held, *hand.melds))


def place(
    hand: Hand,
    shape: Shape,
    faces: tuple[Faces, ...],
    counts: list[int],
    wild_tiles: list[int],
    *,
    only: Container[tuple[Faces, int]] | None = None,
) -> Iterator[Arrangement]:
    stand_for = Counter(i for f in faces for i in f)
    for index, c in enumerate(counts):
        if c:
            stand_for[index] -= c
    win = hand.win_tile
    if win is None:
        yield _build(hand, shape, faces, counts, wild_tiles, stand_for, None)
        return
    wi = win.index
    win_is_wild = wi in wild_tiles
    tried: set[tuple[Faces, int]] = set()
    for m, meld in enumerate(faces):
        for p, face in enumerate(meld):
            if (meld, face) in tried:
                continue
            if (not win_is_wild and face == wi) or (win_is_wild and stand_for[face] > 0):
                tried.add((meld, face))
                if only is not None and (meld, p) not in only:
                    continue  # the caller wants the winning tile elsewhere
                natural_first = _build(hand, shape, faces, counts, wild_tiles, stand_for, (m, p))
                yield natural_first
                if len(meld) in (2, 3):
                    # the winning tile's partners may be wildcards instead of natural tiles of
                    # their kinds: a different reading (精吊, 财神单吊; a set with two: 双混儿吊)
                    wild_first = _build(hand, shape, faces, counts, wild_tiles, stand_for, (m, p), True)
                    if len(meld) == 2 and wild_first != natural_first:
                        yield wild_first
                    elif len(meld) == 3 and wild_first.wild_partners != natural_first.wild_partners:
                        yield wild_first  # a set: only a different count of wild partners is new


def place_one(
    hand: Hand,
    shape: Shape,
    faces: tuple[Faces, ...],
    counts: list[int],
    wild_tiles: list[int],
    variant: tuple[int, int, bool] | None,
) -> Arrangement:
    """The one arrangement of :func:`place` with the winning tile at ``(meld, place)``
    and its partners wildcards first or not (``variant``; ``None`` without a winning tile)."""
    stand_for = Counter(i for f in faces for i in f)
    for index, c in enumerate(counts):
        if c:
            stand_for[index] -= c
    if variant is None:
        return _build(hand, shape, faces, counts, wild_tiles, stand_for, None)
    m, p, wild_first = variant
    return _build(hand, shape, faces, counts, wild_tiles, stand_for, (m, p), wild_first)


def sketch(
    hand: Hand, shape: Shape, faces: tuple[Faces, ...], counts: list[int], wild_tiles: list[int]
) -> Arrangement | None:
    """An arrangement of the faces for what the face set alone decides (the shape, the
    melds' faces and kinds: ``readings.DECIDED``), cheaper than :func:`place`'s first: every
    tile is shown at its face with no wildcard placed (``wild`` is all ``None``), and the
    winning tile stands where ``place`` first puts it (``None``: nowhere, as ``place``
    yields nothing then). Not a reading: where the wildcards and the winning tile stand
    is not told."""
    melds = tuple(_natural(meld) for meld in faces)
    win = hand.win_tile
    if win is None:
        return Arrangement(shape=shape, melds=(*melds, *hand.melds))
    wi = win.index
    if wi in wild_tiles:  # at the first face a wildcard stands for (more of it than naturals)
        shown = Counter(f for meld in faces for f in meld)
        slot = next(
            ((m, p) for m, meld in enumerate(faces) for p, f in enumerate(meld) if shown[f] > counts[f]), None
        )
    else:
        slot = next(((m, p) for m, meld in enumerate(faces) for p, f in enumerate(meld) if f == wi), None)
    if slot is None:
        return None
    m, p = slot
    return Arrangement(
        shape=shape, melds=(*melds, *hand.melds), win_meld=m, win_position=p, wait=wait_of(faces[m], p)
    )


@lru_cache(maxsize=4096)
def _natural(meld: Faces) -> Meld:
    """A concealed meld of these faces, every tile natural."""
    tiles, kind = meld_faces(meld)
    return Meld._trusted(kind, tiles)


def _build(
    hand: Hand,
    shape: Shape,
    faces: tuple[Faces, ...],
    counts: list[int],
    wild_tiles: list[int],
    stand_for: Counter[int],
    slot: tuple[int, int] | None,
    wild_partner: bool = False,
) -> Arrangement:
    """Place naturals (the winning meld first, then earlier melds first) and wildcards;
    with ``wild_partner`` the winning meld takes wildcards before naturals."""
    naturals = list(counts)
    wilds = list(wild_tiles)
    needs = Counter(stand_for)
    reserved: Tile | None = None
    if slot is not None and hand.win_tile is not None:
        face = faces[slot[0]][slot[1]]
        wi = hand.win_tile.index
        if wi in wilds:
            wilds.remove(wi)
            needs[face] -= 1
            reserved = hand.win_tile
        else:
            naturals[face] -= 1
    queues = _assign_wilds(wilds, needs)
    order = list(range(len(faces)))
    if slot is not None:  # the winning meld is filled first, so its partner can be chosen
        order.insert(0, order.pop(slot[0]))
    placed: dict[int, tuple[Tile | None, ...]] = {}
    for m in order:
        prefer_wild = wild_partner and slot is not None and m == slot[0]
        physical: list[Tile | None] = []
        for p, face in enumerate(faces[m]):
            if slot == (m, p):
                physical.append(reserved)
            elif prefer_wild and queues.get(face):
                physical.append(Tile.from_index(queues[face].pop()))
            elif naturals[face]:
                naturals[face] -= 1
                physical.append(None)
            else:
                physical.append(Tile.from_index(queues[face].pop()))
        placed[m] = tuple(physical)
    melds = []
    for m, meld in enumerate(faces):
        tiles, kind = meld_faces(meld)
        melds.append(Meld._trusted(kind, tiles, placed[m]))
    all_melds = (*melds, *hand.melds)
    if slot is None:
        return Arrangement(shape=shape, melds=all_melds)
    return Arrangement(
        shape=shape,
        melds=all_melds,
        win_meld=slot[0],
        win_position=slot[1],
        wait=wait_of(faces[slot[0]], slot[1]),
    )


@lru_cache(maxsize=1024)
def meld_faces(meld: Faces) -> tuple[tuple[Tile, ...], MeldKind]:
    """The faces of a meld as tiles, and its kind."""
    tiles = tuple(Tile.from_index(i) for i in meld)
    kind = kind_of(tiles)
    assert kind is not None
    return tiles, kind


def _assign_wilds(wilds: list[int], needs: Counter[int]) -> dict[int, list[int]]:
    """Which wildcard tile stands for each needed kind: own face first, then in order."""
    queues: dict[int, list[int]] = {k: [] for k in needs}
    left = sorted(wilds)
    for kind in sorted(needs):
        while needs[kind] > len(queues[kind]) and kind in left:
            left.remove(kind)
            queues[kind].append(kind)
    for kind in sorted(needs):
        while needs[kind] > len(queues[kind]):
            queues[kind].append(left.pop(0))
    return queues


def wait_of(meld: Faces, position: int) -> WaitShape:
    if len(meld) == 1:
        return WaitShape.LONE
    if len(meld) == 2:
        return WaitShape.SINGLE
    if meld[0] == meld[1] == meld[2]:
        return WaitShape.PAIR_OR_PAIR
    if meld[0] >= 27:
        return WaitShape.HONOR_RUN
    if position == 1:
        return WaitShape.CLOSED
    low_rank = meld[0] % 9
    if (position == 2 and low_rank == 0) or (position == 0 and low_rank == 6):
        return WaitShape.EDGE
    return WaitShape.OPEN
