package spindle.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code spindle bench-server}: the capacity of one {@code spindle serve} process. The server runs as a child JVM
 * (this class path, loopback, a fresh SQLite file); this process is only the load generator. It plays many online
 * games (two {@code invite} seats each, both played here over HTTP with their tokens) at stepped offered rates.
 *
 * <p>The load is open-loop: move {@code i} of a step is due at {@code start + i / rate}, whether or not earlier
 * moves have been answered, and its latency runs from that due time (so a server that falls behind is not hidden by
 * a generator that waits for it; Gil Tene's "coordinated omission"). A game has at most one move in flight; a due
 * move with no game free waits for one, and a due move still waiting after the step counts as unsent.
 */
@Command(name = "bench-server", mixinStandardHelpOptions = true,
        description = {"Measures the moves per second one `spindle serve` sustains with p99 latency under 50 ms,"
                + " and the server's memory per game.",
            "Starts the server as a child process on loopback with a fresh SQLite file; this process is the load"
                + " generator. Progress goes to stderr, the results to stdout."})
final class ServerBenchCommand implements Runnable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(5);
    private static final long DRAIN_NANOS = TimeUnit.SECONDS.toNanos(10);

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--rates", split = ",", defaultValue = "250,500,1000,1500,2000,3000", paramLabel = "R,...",
            description = "Offered moves per second, one step each, in order (default ${DEFAULT-VALUE}).")
    List<Integer> rates;

    @Option(names = "--seconds-per-step", defaultValue = "5", paramLabel = "S",
            description = "Seconds each step offers its rate (default ${DEFAULT-VALUE}).")
    double secondsPerStep;

    @Option(names = "--warmup", defaultValue = "20", paramLabel = "S",
            description = "Seconds of unreported load at the first rate before the steps, so the server's JIT has"
                    + " compiled the move path (default ${DEFAULT-VALUE}; with 5 s the first steps"
                    + " still measured JIT compilation: p99 87-180 ms at 250-1000 moves/s, against 6-7 ms after 20 s).")
    double warmup;

    @Option(names = "--games", defaultValue = "400", paramLabel = "N",
            description = "Games played at once; a finished game is replaced by a new one (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--connections", defaultValue = "32", paramLabel = "N",
            description = "Keep-alive connections (and threads) of the load generator (default ${DEFAULT-VALUE}): at"
                    + " most this many moves are in flight; a due move waits for one, and its wait counts in its latency.")
    int connections;

    @Option(names = "--game", defaultValue = "one-piece-for-two", paramLabel = "ID",
            description = "The game played, with its default variant (default ${DEFAULT-VALUE}: short games, small states).")
    String game;

    @Option(names = "--db", paramLabel = "JDBC-URL",
            description = "The server's database (default: a fresh SQLite file in a temporary directory, deleted after).")
    String db;

    @Option(names = "--serve-args", defaultValue = "--limit rates=off", paramLabel = "ARGS",
            description = "More `spindle serve` arguments, split at spaces (default \"${DEFAULT-VALUE}\": one client"
                    + " may send every move). Give \"\" for none.")
    String serveArgs;

    @Option(names = "--server-jvm-args", defaultValue = "", paramLabel = "ARGS",
            description = "JVM options of the server, split at spaces (e.g. -Xmx512m, or -XX:StartFlightRecording=...).")
    String serverJvmArgs;

    @Option(names = "--p99-ms", defaultValue = "50", paramLabel = "MS",
            description = "The latency bar: the highest step with p99 under this is the sustained rate (default ${DEFAULT-VALUE}).")
    double p99Bar;

    @Option(names = "--instances", defaultValue = "1", paramLabel = "N",
            description = "Servers to start (default ${DEFAULT-VALUE}); more than one share the PostgreSQL --db behind"
                    + " --proxy nginx (docs/hosting-cluster.md), and the load goes through the proxy.")
    int instances;

    @Option(names = "--proxy", defaultValue = "none", paramLabel = "none|nginx",
            description = "Put Debian's nginx in front of the servers, configured as docs/hosting-cluster.md says"
                    + " (default ${DEFAULT-VALUE}).")
    String proxy;

    @Option(names = "--json", description = "Print the results as one JSON object instead of a table.")
    boolean json;

    private BenchHttp http;
    private ExecutorService pool;
    private final Object lock = new Object();
    private final ArrayDeque<Slot> ready = new ArrayDeque<>();
    private final ArrayDeque<Due> pending = new ArrayDeque<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger created = new AtomicInteger();
    private final LongAdder createErrors = new LongAdder();

    /** One game the generator plays, both seats; touched by one request at a time. */
    private static final class Slot {
        String id;
        String[] tokens;
        List<String> legal;
        int ply;
        int toMove;
    }

    private record Due(long at, ServerBenchStep step) {
    }

    @Override
    public void run() {
        if (rates.isEmpty() || rates.stream().anyMatch(r -> r < 1 || r > 100_000)) {
            throw new IllegalArgumentException("--rates must be moves per second in 1..100000, e.g. 250,500,1000");
        }
        if (games < 1 || games > 20_000 || secondsPerStep <= 0 || secondsPerStep > 600 || warmup < 0 || warmup > 600) {
            throw new IllegalArgumentException("--games must be 1..20000, --seconds-per-step 0..600, --warmup 0..600");
        }
        if (connections < 1 || connections > 1_000) {
            throw new IllegalArgumentException("--connections must be 1..1000");
        }
        spindle.engine.Games.byId(game); // an unknown game is refused before a server starts
        PrintWriter err = spec.commandLine().getErr();
        pool = Executors.newFixedThreadPool(connections, r -> {
            Thread t = new Thread(r, "bench-server-load");
            t.setDaemon(true);
            return t;
        });
        double[] load = ServerBenchStep.loadAverage();
        try (BenchTarget server = BenchTarget.start(instances, proxy, split(serverJvmArgs), db, split(serveArgs));
             BenchHttp client = new BenchHttp(server.port(), (int) REQUEST_TIMEOUT.toMillis())) {
            http = client;
            err.printf("bench-server: %s; %d cores shared by the servers and this generator%n",
                    server.describe(), Runtime.getRuntime().availableProcessors());
            err.flush();
            if (warmup > 0) {
                createGames(Math.min(games, 20));
                err.printf("bench-server: warming up %.0f s at %d moves/s%n", warmup, rates.get(0));
                err.flush();
                runStep(rates.get(0), warmup, server);
                synchronized (lock) {
                    ready.clear(); // the warm-up games stay in the server, idle, and count in the baseline
                }
            }
            long[] before = server.memory();
            int first = created.get();
            createGames(games);
            long[] after = server.memory();
            int memoryGames = created.get() - first;
            err.printf("bench-server: %d games created; heap after a full GC %d KB -> %d KB%n", memoryGames,
                    before[0], after[0]);
            err.flush();
            List<ServerBenchStep> steps = new ArrayList<>();
            for (int rate : rates) {
                err.printf("bench-server: %d moves/s for %.0f s ...", rate, secondsPerStep);
                err.flush();
                ServerBenchStep step = runStep(rate, secondsPerStep, server);
                steps.add(step);
                err.printf(" achieved %.0f/s, p99 %.1f ms%n", step.achieved, step.percentileMs(0.99));
                err.flush();
                if (step.achieved < rate * 0.5 || step.percentileMs(0.99) > 2_000) {
                    err.println("bench-server: saturated; no higher rate is tried");
                    break;
                }
            }
            long[] end = server.memory();
            ObjectNode result = result(steps, before, after, memoryGames, end);
            result.put("loadAverageBefore", load[0]).put("loadAverageAfter", ServerBenchStep.loadAverage()[0]);
            PrintWriter out = spec.commandLine().getOut();
            out.print(json ? result.toPrettyString() + System.lineSeparator() : ServerBenchTable.of(result));
            out.flush();
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<String> split(String args) {
        return args == null || args.isBlank() ? List.of() : Arrays.asList(args.trim().split("\\s+"));
    }

    /** Creates {@code n} games (as many at a time as there are connections); each joins the ready pool. */
    private void createGames(int n) {
        for (int i = 0; i < n; i++) {
            create(null);
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60 + n / 10);
        while (inFlight.get() > 0 && System.nanoTime() < end) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
    }

    private void create(ServerBenchStep step) {
        inFlight.incrementAndGet();
        String body = "{\"game\":" + quote(game) + ",\"seats\":[\"invite\",\"invite\"]}";
        pool.execute(() -> {
            try {
                BenchHttp.Answer r = http.post("/api/games", body);
                if (r.status() == 201) {
                    JsonNode g = JSON.readTree(r.body());
                    Slot s = new Slot();
                    s.id = g.get("id").asText();
                    s.tokens = new String[] {g.get("tokens").get(0).get("token").asText(),
                        g.get("tokens").get(1).get("token").asText()};
                    update(s, g);
                    created.incrementAndGet();
                    release(s);
                } else {
                    createError(step, "HTTP " + r.status());
                }
            } catch (IOException | RuntimeException e) {
                createError(step, kind(e));
            } finally {
                inFlight.decrementAndGet();
            }
        });
    }

    private void createError(ServerBenchStep step, String kind) {
        createErrors.increment();
        if (step != null) {
            step.error("create " + kind);
        }
    }

    private static void update(Slot s, JsonNode state) {
        s.ply = state.get("ply").asInt();
        s.toMove = state.get("toMove").asInt();
        List<String> legal = new ArrayList<>();
        state.get("legalMoves").forEach(m -> legal.add(m.asText()));
        s.legal = legal;
    }

    private static String quote(String text) {
        try {
            return JSON.writeValueAsString(text);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String kind(Exception e) {
        return e instanceof SocketTimeoutException ? "timeout" : e.getClass().getSimpleName();
    }

    private void release(Slot s) {
        List<Object[]> pairs;
        synchronized (lock) {
            ready.add(s);
            pairs = pairLocked();
        }
        pairs.forEach(p -> move((Slot) p[0], (Due) p[1]));
    }

    private void offer(Due due) {
        List<Object[]> pairs;
        synchronized (lock) {
            pending.add(due);
            pairs = pairLocked();
        }
        pairs.forEach(p -> move((Slot) p[0], (Due) p[1]));
    }

    /** Matches due moves to free games; the requests are sent outside the lock. */
    private List<Object[]> pairLocked() {
        List<Object[]> pairs = new ArrayList<>(1);
        while (!pending.isEmpty() && !ready.isEmpty()) {
            pairs.add(new Object[] {ready.poll(), pending.poll()});
        }
        return pairs;
    }

    private void move(Slot s, Due due) {
        inFlight.incrementAndGet();
        pool.execute(() -> {
            boolean replace = true;
            try {
                String text = s.legal.get(ThreadLocalRandom.current().nextInt(s.legal.size()));
                String body = "{\"move\":" + quote(text) + ",\"ply\":" + s.ply + ",\"token\":\""
                        + s.tokens[s.toMove] + "\"}";
                long sent = System.nanoTime();
                BenchHttp.Answer r = http.post("/api/games/" + s.id + "/moves", body);
                long done = System.nanoTime();
                if (r.status() != 200) {
                    due.step.error("HTTP " + r.status());
                } else {
                    JsonNode state = JSON.readTree(r.body());
                    due.step.ok(due.at, sent, done);
                    replace = state.get("over").asBoolean();
                    if (!replace) {
                        update(s, state);
                    }
                }
            } catch (IOException | RuntimeException e) {
                due.step.error(kind(e));
            } finally {
                inFlight.decrementAndGet();
            }
            // a finished game, or one whose state is in doubt after an error, gives its place to a new one
            if (replace) {
                create(due.step);
            } else {
                release(s);
            }
        });
    }

    private ServerBenchStep runStep(int rate, double seconds, BenchTarget server) {
        long n = Math.max(1, Math.round(rate * seconds));
        long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1);
        ServerBenchStep step = new ServerBenchStep(rate, start, start + (long) (seconds * 1e9), n);
        long cpu = ServerBenchStep.ownCpuNanos();
        long serverCpu = server.cpuNanos();
        for (long i = 0; i < n; i++) {
            long due = start + (long) (i * 1e9 / rate);
            long wait = due - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            offer(new Due(due, step));
        }
        long drainEnd = System.nanoTime() + DRAIN_NANOS;
        while (busy() && System.nanoTime() < drainEnd) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
        synchronized (lock) {
            step.unsent = pending.size();
            pending.clear();
        }
        long wall = System.nanoTime() - start;
        step.finish(wall, ServerBenchStep.ownCpuNanos() - cpu, server.cpuNanos() - serverCpu);
        return step;
    }

    private boolean busy() {
        synchronized (lock) {
            return inFlight.get() > 0 || !pending.isEmpty();
        }
    }

    private ObjectNode result(List<ServerBenchStep> steps, long[] before, long[] after, int memoryGames, long[] end) {
        ObjectNode r = JSON.createObjectNode();
        r.put("game", game).put("games", games).put("secondsPerStep", secondsPerStep)
                .put("cores", Runtime.getRuntime().availableProcessors())
                .put("connections", connections).put("database", db == null ? "SQLite, a fresh file" : db)
                .put("serveArgs", serveArgs).put("p99BarMs", p99Bar).put("instances", instances).put("proxy", proxy);
        ArrayNode list = r.putArray("steps");
        int sustained = 0;
        for (ServerBenchStep s : steps) {
            s.json(list.addObject());
            if (s.sustains(p99Bar)) {
                sustained = Math.max(sustained, s.offered);
            }
        }
        r.put("sustainedMovesPerSecond", sustained);
        ArrayNode missed = r.putArray("lowerStepsMissingTheBar");
        for (ServerBenchStep s : steps) {
            if (s.offered < sustained && !s.sustains(p99Bar)) {
                missed.add(s.offered);
            }
        }
        ObjectNode m = r.putObject("memory");
        m.put("heapMethod", "jcmd GC.run then GC.heap_info: heap used after a full GC")
                .put("rssMethod", "/proc/<pid>/status VmRSS").put("newGames", memoryGames)
                .put("heapBeforeKb", before[0]).put("heapAfterKb", after[0]).put("rssBeforeKb", before[1])
                .put("rssAfterKb", after[1]).put("gamesCreatedInAll", created.get()).put("heapAtEndKb", end[0])
                .put("rssAtEndKb", end[1]).put("createErrors", createErrors.sum());
        if (memoryGames > 0 && before[0] >= 0 && after[0] >= 0) {
            m.put("heapPerGameKb", ServerBenchStep.round((after[0] - before[0]) / (double) memoryGames));
        }
        if (memoryGames > 0 && before[1] >= 0 && after[1] >= 0) {
            m.put("rssPerGameKb", ServerBenchStep.round((after[1] - before[1]) / (double) memoryGames));
        }
        return r;
    }

}
