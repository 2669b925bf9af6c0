package spindle.match.compete;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Rules 9.5 and ruling J21: highest final score, then larger balance at retirement; a further tie is shared. */
public final class Ranking {
    static final Comparator<Standing> ORDER = Comparator.comparingInt(Standing::finalScore).reversed()
            .thenComparing(Comparator.comparingLong(Standing::balanceMillis).reversed());

    private Ranking() {
    }

    /** The standings sorted best first, each with its place; equal score and balance share a place (1, 1, 3). */
    public static List<Standing> rank(List<Standing> standings) {
        List<Standing> sorted = new ArrayList<>(standings);
        sorted.sort(ORDER);
        List<Standing> ranked = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            boolean tied = i > 0 && ORDER.compare(sorted.get(i - 1), sorted.get(i)) == 0;
            ranked.add(sorted.get(i).withRank(tied ? ranked.get(i - 1).rank() : i + 1));
        }
        return List.copyOf(ranked);
    }
}
