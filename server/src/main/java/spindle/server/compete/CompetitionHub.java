package spindle.server.compete;

import io.javalin.websocket.WsConfig;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import spindle.server.http.Json;
import spindle.server.push.Outbox;
import spindle.server.push.Watchers;

/**
 * The WebSocket of each competition ({@code /api/competitions/{id}/ws}): everyone watching receives the public
 * view (standings, round, throw) on connecting and again after every change. Changes come from requests (a join,
 * the start, a decision) and from the clock alone (a time-out, the next throw after it), which no request reports:
 * so once a second the hub brings each watched competition up to the clock and pushes it if its standings moved on.
 * A contender's page reads its own board again when a push says something changed.
 */
public final class CompetitionHub implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(CompetitionHub.class);

    private final CompetitionStore store;
    private final Function<OnlineCompetition, Map<String, Object>> view;
    private final Watchers watchers = new Watchers();
    /**
     * Ranks the views as they are taken, so a watcher busy writing keeps the latest one: a competition's view has
     * no version of its own.
     */
    private final AtomicLong views = new AtomicLong();
    /** What was last pushed of each watched competition, apart from its ticking clocks. */
    private final Map<String, List<Object>> pushed = new ConcurrentHashMap<>();
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "spindle-competition-clock");
        t.setDaemon(true);
        return t;
    });

    /** @param view the public view of a competition brought up to the clock now */
    public CompetitionHub(CompetitionStore store, Function<OnlineCompetition, Map<String, Object>> view) {
        this.store = store;
        this.view = view;
        clock.scheduleWithFixedDelay(this::tick, 1, 1, TimeUnit.SECONDS);
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            if (store.find(id).isEmpty()) {
                ctx.closeSession(4404, "no competition with id '" + id + "'");
                return;
            }
            // registered before the view is read, so a change meanwhile is pushed too
            Outbox out = watchers.join(id, ctx);
            long order = views.incrementAndGet();
            out.offer(order, message(view.apply(store.get(id))));
        });
        ws.onClose(watchers::leave);
        ws.onError(watchers::leave);
    }

    /** Hands the competition's view to everyone watching it; returns without waiting for any socket. */
    public void publish(OnlineCompetition c) {
        watchers.sendAll(c.id(), views.incrementAndGet(), () -> {
            Map<String, Object> v = view.apply(c);
            pushed.put(c.id(), signature(v));
            return message(v);
        });
    }

    /** Pushes each watched competition whose standings the clock alone has changed. */
    private void tick() {
        try {
            pushed.keySet().retainAll(watchers.ids()); // forget what was pushed to competitions nobody watches now
            for (String id : watchers.ids()) {
                store.find(id).ifPresent(c -> {
                    if (!signature(view.apply(c)).equals(pushed.get(c.id()))) {
                        publish(c);
                    }
                });
            }
        } catch (RuntimeException ex) {
            LOG.warn("competition clock", ex); // the next tick tries again
        }
    }

    /** The view without what ticks by itself (balances, elapsed time): what makes a push worth sending. */
    private static List<Object> signature(Map<String, Object> v) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> rows = (List<Map<String, Object>>) v.get("standings");
        return List.of(v.get("status"), v.get("round"), v.get("contenders"),
                rows.stream().map(r -> r.get("name") + ":" + r.get("status") + ":" + r.get("score")).toList());
    }

    private String message(Map<String, Object> v) {
        return Json.write(Map.of("type", "competition", "competition", v));
    }

    @Override
    public void close() {
        clock.shutdownNow();
    }
}
