package spindle.engine;

/**
 * A game's own exact search for forced wins, used by the strong search ({@code mcts}): where the game's tactics are
 * sharper than sampling (a forced four in One Piece for Two's last placements), a bounded proof search settles a move
 * that playouts would only estimate. {@code mcts} asks it about every move at the root before its tree search, so
 * that a forced win is played at once and a move that loses by force is never chosen (a hybrid of MCTS and a proof
 * search at the root, after Baier and Winands 2015, "MCTS-minimax hybrids"). One object serves one agent for a whole
 * game, so it may keep scratch state and a table of what it proved.
 */
public interface Prover {

    /**
     * What a call proved: the payoffs by index of player under best play by both sides, or null if nothing was
     * proven; and how many nodes it searched. A call that proved nothing with fewer nodes than it was given says that
     * more nodes would not help (the position is outside what this prover searches, or it searched it out).
     */
    record Proof(double[] payoffs, long nodes) {
        public boolean proven() {
            return payoffs != null;
        }
    }

    /**
     * Tries to prove the value of {@code position} (a decision for a player, not over) searching at most about
     * {@code maxNodes} nodes. Only values that hold under the game's full rules may be returned (a forced win or loss,
     * not a draw that holds only up to some horizon): searches and hints report them as proven. The same call with
     * the same history of calls gives the same answer, so that a search under an iteration budget stays
     * deterministic. The position must be left unchanged.
     */
    Proof prove(Position position, long maxNodes);
}
