package spindle.server.position;

import java.util.Map;
import spindle.webengine.view.StateView;

/** The analysis board's view of a request's line ({@link StateView#line}). */
final class PositionView {
    private PositionView() {
    }

    static Map<String, Object> of(Line line) {
        return StateView.line(line.game(), line.variant(), line.start(), line.state());
    }

    /** The seat's name, or "Chance" at a chance node. */
    static String mover(Line line) {
        return StateView.mover(line.game(), line.variant(), line.state());
    }
}
