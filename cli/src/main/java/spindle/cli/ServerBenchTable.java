package spindle.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/** The table {@code spindle bench-server} prints from its JSON result (the same figures {@code --json} prints). */
final class ServerBenchTable {
    private ServerBenchTable() {
    }

    static String of(JsonNode r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "spindle bench-server: %s, %d games at once, %.0f s per step, %s, serve"
                + " arguments \"%s\"%n", r.get("game").asText(), r.get("games").asInt(),
                r.get("secondsPerStep").asDouble(), r.get("database").asText(), r.get("serveArgs").asText()));
        b.append(String.format(Locale.ROOT, "The server and this load generator (%d connections) share %d cores: the"
                + " generator's own CPU is shown per step (cores = CPU seconds per second); load average %.1f before,"
                + " %.1f after.%n", r.get("connections").asInt(), r.get("cores").asInt(),
                r.get("loadAverageBefore").asDouble(), r.get("loadAverageAfter").asDouble()));
        b.append(String.format(Locale.ROOT, "Latency runs from the moment a move was due (open loop); \"svc\" from"
                + " the moment it was sent.%n%n"));
        b.append(String.format(Locale.ROOT, "%9s %10s %8s %8s %8s %11s %7s %7s %13s %16s%n", "offered/s",
                "achieved/s", "p50 ms", "p99 ms", "max ms", "p99 svc ms", "errors", "unsent", "server cores",
                "generator cores"));
        for (JsonNode s : r.get("steps")) {
            b.append(String.format(Locale.ROOT, "%9d %10.1f %8.1f %8.1f %8.1f %11.1f %7d %7d %13.2f %16.2f%s%n",
                    s.get("offered").asInt(), s.get("achieved").asDouble(), s.get("p50Ms").asDouble(),
                    s.get("p99Ms").asDouble(), s.get("maxMs").asDouble(), s.get("p99ServiceMs").asDouble(),
                    s.get("errors").asLong(), s.get("unsent").asLong(), s.get("serverCpuCores").asDouble(),
                    s.get("generatorCpuCores").asDouble(),
                    s.get("errorKinds").isEmpty() ? "" : "  " + s.get("errorKinds")));
        }
        int sustained = r.get("sustainedMovesPerSecond").asInt();
        b.append(String.format(Locale.ROOT, "%nSustained: %s (the highest step with p99 < %.0f ms, no errors,"
                + " nothing unsent and at least 95%% of the offered rate achieved)%n",
                sustained > 0 ? sustained + " moves/s" : "none of the steps", r.get("p99BarMs").asDouble()));
        if (!r.get("lowerStepsMissingTheBar").isEmpty()) {
            b.append(String.format(Locale.ROOT, "Note: the lower steps %s missed the bar: a server that keeps up at a"
                    + " higher rate but not at these was disturbed: by other processes (see the load average) or, in the first steps,"
                    + " by JIT compilation (a longer --warmup); repeat the run.%n", r.get("lowerStepsMissingTheBar")));
        }
        JsonNode m = r.get("memory");
        b.append(String.format(Locale.ROOT, "Memory per game: %s KB of heap (used heap after a full GC, jcmd GC.run"
                        + " + GC.heap_info: %d KB before and %d KB after creating %d games); %s KB resident"
                        + " (VmRSS: %d KB -> %d KB; the JVM keeps heap it has grown, so RSS moves in steps)%n",
                m.path("heapPerGameKb").asText("n/a"), m.get("heapBeforeKb").asLong(), m.get("heapAfterKb").asLong(),
                m.get("newGames").asInt(), m.path("rssPerGameKb").asText("n/a"), m.get("rssBeforeKb").asLong(),
                m.get("rssAfterKb").asLong()));
        b.append(String.format(Locale.ROOT, "After the run: %d games created in all (a finished game is replaced),"
                        + " heap after a full GC %d KB, resident %d KB%n", m.get("gamesCreatedInAll").asInt(),
                m.get("heapAtEndKb").asLong(), m.get("rssAtEndKb").asLong()));
        return b.toString();
    }
}
