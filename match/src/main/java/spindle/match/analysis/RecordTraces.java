package spindle.match.analysis;

import java.util.ArrayList;
import java.util.List;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.match.Forfeit;
import spindle.match.GameRecord;
import spindle.match.GameRecords;

/**
 * The {@link GameTrace} of a game already played, read from its record (a tournament's, a server's download, or
 * any other): its moves are replayed and checked ({@link GameRecords#replay}), and counted as {@link Tracer} counts a
 * game it plays. A record has no search values, so its trace has no value trace (no drama or lead changes).
 */
public final class RecordTraces {
    private RecordTraces() {
    }

    public static GameTrace of(Game game, GameRecord record) {
        GameState end = GameRecords.replay(record);
        List<GameState> chain = end.line();
        PlyCounts counts = new PlyCounts(game, chain.get(0));
        for (int i = 0; i + 1 < chain.size(); i++) {
            GameState before = chain.get(i);
            GameState after = chain.get(i + 1);
            if (!before.isChance()) {
                counts.decision(before.view());
            }
            counts.played(before.view(), after.lastAction(), after);
        }
        boolean early = Forfeit.endedEarly(record);
        String reason = end.isOver() ? game.endReason(end.view()) : early ? record.endReason() : "unfinished";
        List<Double> payoffs = new ArrayList<>();
        if (record.payoffs() != null && !record.payoffs().isEmpty()) {
            payoffs.addAll(record.payoffs());
        } else {
            for (double v : end.payoffs()) { // an unfinished game, counted as play counts one
                payoffs.add(v);
            }
        }
        return new GameTrace(payoffs, end.isOver() || early, end.ply(), counts.branching, counts.types,
                reason, counts.events, counts.firstMover, List.of(), List.of(), counts.coverage());
    }
}
