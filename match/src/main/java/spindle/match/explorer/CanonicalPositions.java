package spindle.match.explorer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Symmetries;
import spindle.engine.Variant;

/**
 * A game's positions up to its symmetries ({@link Game#symmetries}): a position and its mirror images get one key,
 * the smallest hash of its images, and a move is written in the frame of that canonical image, so the same move on
 * a mirrored board is the same entry. What the opening explorer (here and the server's) and the puzzle miner key
 * positions by.
 */
public final class CanonicalPositions {
    /** Where a position sits among its images: its canonical key and the symmetry that takes it there (0: itself). */
    public record Frame(long key, int symmetry) {
    }

    /** One decision of a finished game: the canonical key of its position, the move in that frame and who moved. */
    public record Decision(long position, int move, int mover) {
    }

    private final Optional<Symmetries> symmetries;

    public CanonicalPositions(Game game, Variant variant) {
        this.symmetries = game.symmetries(variant);
    }

    /** The frame of {@code p}: the symmetry of the smallest hash among its images (the identity first on a tie). */
    public Frame frame(Position p) {
        if (symmetries.isEmpty()) {
            return new Frame(p.hash(), 0);
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
        return new Frame(smallest, chosen);
    }

    /** {@code action}, played in a position of frame {@code f}, as the same move on the canonical image. */
    public int toCanonical(Frame f, int action) {
        return symmetries.map(s -> s.action(f.symmetry(), action)).orElse(action);
    }

    /** A canonical move back in the frame of a position of frame {@code f}. */
    public int fromCanonical(Frame f, int canonicalAction) {
        return symmetries.map(s -> s.action(s.inverse(f.symmetry()), canonicalAction)).orElse(canonicalAction);
    }

    /** Every decision of a seat along {@code end}'s history, oldest first (chance outcomes are nobody's choice). */
    public List<Decision> decisions(GameState end) {
        List<Decision> newestFirst = new ArrayList<>();
        for (GameState after = end; after.previous() != null; after = after.previous()) {
            GameState before = after.previous();
            if (!before.isChance()) {
                Frame f = frame(before.view());
                newestFirst.add(new Decision(f.key(), toCanonical(f, after.lastAction()), before.toMove()));
            }
        }
        List<Decision> oldestFirst = new ArrayList<>(newestFirst.size());
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            oldestFirst.add(newestFirst.get(i));
        }
        return oldestFirst;
    }
}
