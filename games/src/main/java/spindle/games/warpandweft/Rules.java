package spindle.games.warpandweft;

/**
 * The variant of one game, shared by all its positions: board geometry, Thread- or Patch-Primary, the swap rule,
 * the optional switch limit (ruling W11, 0 = off) and the display-only compact flag (ruling W15).
 */
record Rules(Geometry geometry, boolean patchPrimary, boolean swap, int switchLimit, boolean compact) {
}
