package spindle.server.compete;

import java.util.List;
import java.util.Map;
import spindle.server.compete.OnlineCompetition.Entrant;

/**
 * The JSON views of an online competition, built under its lock at one moment {@code now}: the same views as the
 * browser's own engine answers without a server ({@link spindle.webengine.view.CompetitionView}).
 */
final class CompetitionView {
    private CompetitionView() {
    }

    static Map<String, Object> competition(OnlineCompetition c, long now) {
        return spindle.webengine.view.CompetitionView.competition(c.named(), now);
    }

    static List<Map<String, Object>> standings(OnlineCompetition c, long now) {
        return spindle.webengine.view.CompetitionView.standings(c.named().competition(), now);
    }

    static Map<String, Object> contender(OnlineCompetition c, Entrant e, long now) {
        return spindle.webengine.view.CompetitionView.contender(c.named(), e.seat, now);
    }
}
