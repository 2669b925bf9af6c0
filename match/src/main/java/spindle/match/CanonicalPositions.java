package spindle.match;

import java.util.Optional;
import spindle.engine.Position;
import spindle.engine.Symmetries;

/**
 * A position's canonical image under a game's symmetries ({@link spindle.engine.Game#symmetries}): the image of the
 * smallest hash. A position and its mirror images share one key, so the opening explorer counts them as one and the
 * puzzle miner keeps one puzzle of them.
 */
public final class CanonicalPositions {
    private CanonicalPositions() {
    }

    /** The symmetry taking {@code p} to its canonical image: the one of the smallest hash (0, the identity, first). */
    public static int symmetry(Optional<Symmetries> symmetries, Position p) {
        if (symmetries.isEmpty()) {
            return 0;
        }
        Symmetries s = symmetries.get();
        int chosen = 0;
        long smallest = s.hash(p, 0);
        for (int i = 1; i < s.count(); i++) {
            long h = s.hash(p, i);
            if (h < smallest) {
                smallest = h;
                chosen = i;
            }
        }
        return chosen;
    }

    /** The hash of {@code p}'s image under {@code symmetry} (its own hash without symmetries). */
    public static long key(Optional<Symmetries> symmetries, Position p, int symmetry) {
        return symmetries.map(s -> s.hash(p, symmetry)).orElse(p.hash());
    }

    /** The key shared by {@code p} and all its images. */
    public static long key(Optional<Symmetries> symmetries, Position p) {
        return key(symmetries, p, symmetry(symmetries, p));
    }
}
