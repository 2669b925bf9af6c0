package spindle.server.limits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import spindle.ai.Budget;
import spindle.engine.Games;
import spindle.server.http.ApiException;

/** Parsing {@code --limit KEY=VALUE}, the help text, the rate buckets' memory, the AI caps and the hint slots. */
class LimitsTest {
    @Test
    void everyKeyIsSettableAndListedInTheHelpWithItsDefault() {
        Limits d = Limits.defaults();
        for (Map.Entry<String, String> e : d.values().entrySet()) {
            assertThat(Limits.HELP).as(e.getKey()).contains(e.getKey() + "=");
            if (!e.getKey().startsWith("ai-threads") && !e.getKey().startsWith("ai-workers")
                    && !e.getKey().equals("hints-at-once")) {
                assertThat(Limits.HELP).as(e.getKey()).contains(e.getKey() + "=" + e.getValue());
            }
            assertThat(d.with(e.getKey(), "7").values().get(e.getKey())).isEqualTo("7");
        }
        assertThat(Limits.HELP).contains("rates=off");
    }

    @Test
    void ratesOffTurnsEveryPerClientRateOffAndKeepsTheCaps() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("rates", "off");
        settings.put("moves", "9");
        Limits l = Limits.defaults().with(settings);
        for (Rate r : Rate.values()) {
            assertThat(l.perMinute(r)).as(r.key()).isEqualTo(r == Rate.MOVE ? 9 : 0);
        }
        assertThat(l.aiMillis()).isEqualTo(Limits.defaults().aiMillis()).isPositive();
        assertThat(l.analysisQueue()).isEqualTo(Limits.defaults().analysisQueue()).isPositive();
        assertThat(Limits.defaults().with("ai-ms", "off").aiMillis()).isZero();
    }

    @Test
    void badSettingsSayWhatIsKnown() {
        assertThatThrownBy(() -> Limits.defaults().with("speed", "3")).hasMessageContaining("known: rates=off")
                .hasMessageContaining("ai-iterations");
        assertThatThrownBy(() -> Limits.defaults().with("moves", "many")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> Limits.defaults().with("moves", "-1")).hasMessageContaining("0..");
        assertThatThrownBy(() -> Limits.defaults().with("rates", "on")).hasMessageContaining("only 'off'");
        assertThatThrownBy(() -> Limits.defaults().with("ai-workers", "0")).hasMessageContaining("at least 1");
    }

    @Test
    void aFloodFromManyAddressesCannotGrowTheBucketsBeyondTheCap() {
        RateLimiter limiter = new RateLimiter(Limits.defaults().with("clients", "100"));
        for (int i = 0; i < 5_000; i++) {
            limiter.charge("10." + (i >> 16) + "." + ((i >> 8) & 255) + "." + (i & 255), Rate.REQUEST);
        }
        assertThat(limiter.clients()).isEqualTo(100);
    }

    @Test
    void aRefusalSaysWhenToComeBack() {
        RateLimiter limiter = new RateLimiter(Limits.defaults().with("creates", "2"));
        limiter.charge("a", Rate.CREATE);
        limiter.charge("a", Rate.CREATE);
        assertThatThrownBy(() -> limiter.charge("a", Rate.CREATE)).isInstanceOfSatisfying(RateLimited.class, e -> {
            assertThat(e.status()).isEqualTo(429);
            assertThat(e.retryAfterSeconds()).isBetween(29L, 31L);
            assertThat(e.getMessage()).contains("at most 2 a minute");
        });
        limiter.charge("b", Rate.CREATE);
        limiter.charge("a", Rate.MOVE);
    }

    @Test
    void theCapsRefuseOversizedSpecsAndClampEveryBudget() {
        AiCaps caps = new AiCaps(Limits.defaults().with("ai-ms", "1000").with("ai-threads", "2"));
        var game = Games.byId("warp-and-weft");
        assertThatThrownBy(() -> caps.check("mcts:2000ms", game)).isInstanceOf(ApiException.class)
                .hasMessageContaining("1000 ms").hasMessageContaining("ai-ms");
        assertThat(caps.check("mcts:max", game).name()).isEqualTo("mcts:max");
        assertThat(caps.check("mcts:hard:c=0.3", game).name()).isEqualTo("mcts:hard:c=0.3");
        assertThat(caps.clamp("mcts:99999999ms:3000t", new Budget(99_999_999, 0, 3000, 5)))
                .isEqualTo(new Budget(1000, 0, 2, 5));
        assertThat(caps.clamp("mcts:999999999it", new Budget(0, 999_999_999, 1, 5)))
                .isEqualTo(new Budget(1000, Limits.AI_ITERATIONS, 1, 5));
        assertThat(caps.clamp("alphabeta:hard", new Budget(0, 200_000, 1, 5)))
                .as("a level keeps its iterations, within the time cap").isEqualTo(new Budget(1000, 200_000, 1, 5));
    }

    @Test
    void onlyBuiltInAgentsAndThePluginsTheOperatorAllowsAreOffered() {
        AiCaps caps = new AiCaps(Limits.defaults());
        var game = Games.byId("warp-and-weft");
        assertThatThrownBy(() -> caps.check("ext:python3 bot.py --engine", game)).isInstanceOf(ApiException.class)
                .hasMessageContaining("not offered by this server");
        assertThatThrownBy(() -> caps.check("test-plugin", game)).isInstanceOf(ApiException.class)
                .hasMessageContaining("not offered by this server").hasMessageContaining("mcts");
        assertThatThrownBy(() -> caps.allowPlugin("ext")).isInstanceOf(IllegalArgumentException.class);

        caps.allowPlugin("test-plugin");

        assertThat(caps.check("test-plugin", game)).isNotNull();
        assertThat(caps.check("random", game).name()).isEqualTo("random");
        assertThatThrownBy(() -> caps.check("ext:python3 bot.py --engine", game)).isInstanceOf(ApiException.class);
    }

    @Test
    void searchSlotsAreBoundedInAllAndPerClientAndGivenBack() {
        Gate gate = new Gate(Limits.defaults().with("hints-at-once", "3").with("hints-per-client", "1"));
        Gate.Slot a = gate.search("a");
        assertThatThrownBy(() -> gate.search("a")).isInstanceOf(RateLimited.class)
                .hasMessageContaining("you have 1 hint searches");
        gate.search("b");
        gate.search("c");
        assertThatThrownBy(() -> gate.search("d")).isInstanceOf(RateLimited.class)
                .hasMessageContaining("as many hint searches");
        a.close();
        gate.search("d").close();
        gate.search("a").close();
    }

    @Test
    void aClientsSearchesArePaidInCpuTimeAndStopAtItsShareOfTheMinute() {
        Gate gate = new Gate(Limits.defaults().with("search-ms", "60"));
        Gate.Slot a = gate.search("a");
        burnCpu(300);
        a.close();
        assertThatThrownBy(() -> gate.search("a")).isInstanceOf(RateLimited.class)
                .hasMessageContaining("search-ms")
                .satisfies(e -> assertThat(((RateLimited) e).retryAfterSeconds()).as("until the debt is paid").isGreaterThan(60L));
        gate.search("b").close();
        assertThatThrownBy(() -> gate.analyses().admit("a")).isInstanceOf(RateLimited.class)
                .hasMessageContaining("search-ms");
    }

    @Test
    void eachTurnOfAnAnalysisIsChargedToItsClient() throws InterruptedException {
        Gate gate = new Gate(Limits.defaults().with("search-ms", "60"));
        try (AnalysisQueue.Ticket ticket = gate.analyses().admit("a")) {
            ticket.take();
            burnCpu(300);
            ticket.take();
        }
        assertThatThrownBy(() -> gate.search("a")).isInstanceOf(RateLimited.class).hasMessageContaining("search-ms");
        gate.search("b").close();
    }

    /** Keeps this thread's CPU busy for {@code millis} of its CPU time (however busy the machine is). */
    private static void burnCpu(long millis) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long end = threads.getCurrentThreadCpuTime() + millis * 1_000_000L;
        long x = 0;
        while (threads.getCurrentThreadCpuTime() < end) {
            x += Long.numberOfTrailingZeros(x + System.nanoTime());
        }
        assertThat(x).isNotNegative();
    }

    @Test
    void analysesTakeTurnsRoundRobinAcrossClients() throws InterruptedException {
        Limits l = Limits.defaults();
        AnalysisQueue q = new AnalysisQueue(l, new RateLimiter(l));
        AnalysisQueue.Ticket a1 = q.admit("a");
        AnalysisQueue.Ticket a2 = q.admit("a");
        AnalysisQueue.Ticket b1 = q.admit("b");
        java.util.List<String> turns = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        a1.take();
        Thread second = turnTaker(a2, "a2", turns);
        awaitWaiting(q, 1);
        Thread other = turnTaker(b1, "b1", turns);
        awaitWaiting(q, 2);
        a1.close(); // a's other analysis waited first, yet b has not had a turn: b goes next
        second.join(5_000);
        other.join(5_000);
        assertThat(turns).containsExactly("b1", "a2");
    }

    /** A thread that takes {@code ticket}'s turn, notes it, and gives it up. */
    private static Thread turnTaker(AnalysisQueue.Ticket ticket, String name, java.util.List<String> turns) {
        Thread t = new Thread(() -> {
            try (ticket) {
                ticket.take();
                turns.add(name);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.start();
        return t;
    }

    private static void awaitWaiting(AnalysisQueue q, int clients) throws InterruptedException {
        for (int i = 0; i < 500 && q.clientsWaiting() < clients; i++) {
            Thread.sleep(10);
        }
    }

    @Test
    void theAnalysisLineIsBoundedInAllAndPerClient() {
        Limits l = Limits.defaults().with("analysis-queue", "3").with("analysis-per-client", "2");
        AnalysisQueue q = new AnalysisQueue(l, new RateLimiter(l));
        AnalysisQueue.Ticket a1 = q.admit("a");
        q.admit("a");
        assertThatThrownBy(() -> q.admit("a")).isInstanceOf(RateLimited.class)
                .hasMessageContaining("analysis-per-client");
        q.admit("b");
        assertThatThrownBy(() -> q.admit("c")).isInstanceOf(RateLimited.class).hasMessageContaining("analysis-queue");
        a1.close();
        a1.close();
        assertThat(q.admitted()).isEqualTo(2);
        q.admit("c");
    }
}
