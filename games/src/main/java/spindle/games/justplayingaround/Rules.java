package spindle.games.justplayingaround;

/**
 * The rule choices of one variant, resolved once from its parameters and shared by every position of it.
 *
 * @param setupCode   the setup (rules 3.4), ignored when {@code randomSetup}
 * @param randomSetup the setup is drawn by four chance nodes, one permutation per colour, before the first throw
 * @param permissive  a single piece landing on a two-stack of two other colours meets the objective (7.2)
 * @param alwaysGroup extended game: an occupied target always takes the whole source stack (variant of 8.3.2)
 * @param chart       the direction-chart layout
 * @param competition a contender of competition play: own order of plays, banking, retirement every round (9)
 */
record Rules(long setupCode, boolean randomSetup, boolean permissive, boolean alwaysGroup, DirectionChart chart,
             boolean competition) {
}
