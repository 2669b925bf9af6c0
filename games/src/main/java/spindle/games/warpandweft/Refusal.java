package spindle.games.warpandweft;

import static spindle.games.warpandweft.BoardText.sideName;
import static spindle.games.warpandweft.WarpAndWeftPosition.PATCHING;
import static spindle.games.warpandweft.WarpAndWeftPosition.THREADING;

import java.util.Optional;

/** {@code Game.whyIllegal}: why a real move is refused, in the terms of rules sections 4 and 5. */
final class Refusal {
    private Refusal() {
    }

    static Optional<String> why(WarpAndWeftPosition p, int action) {
        Geometry g = p.g;
        if (p.isOver() || action < 0 || action > g.swapCode || p.isLegal(action)) {
            return Optional.empty();
        }
        int side = p.sideToMove();
        String mover = sideName(side);
        if (action == g.swapCode) {
            return Optional.of(p.rules.swap() ? "swap is only allowed on the second player's first turn, turn 2 (rule 5.1)"
                    : "the swap rule is off in this game (parameter swap)");
        }
        String name = g.name(action);
        String instead = RefereeWords.legalNow(p);
        int owner = p.claims.ownerOf(action);
        if (owner >= 0) {
            return Optional.of(name + " is already claimed by " + sideName(owner) + ": a claimed piece stays its "
                    + "claimant's (rule 4.3)" + instead);
        }
        boolean thread = g.isThread(action);
        if (thread && g.sideOf(action) != side) {
            return Optional.of(name + " is a " + sideName(g.sideOf(action)) + " thread: " + mover + " claims only "
                    + (side == Geometry.WARP ? "vertical" : "horizontal") + " threads (rule 4.3, ruling W12)" + instead);
        }
        int state = p.stateOf(side);
        if (thread && state == PATCHING) {
            return Optional.of(mover + " is Patching: switch to Threading to claim a thread (rule 4.4)" + instead);
        }
        if (!thread && state == THREADING) {
            return Optional.of(mover + " is Threading: switch to Patching to claim a patch (rule 4.4)" + instead);
        }
        return Optional.of((thread
                ? name + " touches no patch " + mover + " owns: in Patch-Primary a thread must touch one of your "
                + "patches (rule 4.4)"
                : name + " touches no thread " + mover + " owns: a patch must touch one of your threads (rule 4.4)")
                + instead);
    }
}
