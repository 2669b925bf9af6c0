package spindle.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.analysis.Analyzer;
import spindle.match.analysis.Comparison;
import spindle.match.analysis.HtmlReport;
import spindle.match.analysis.JsonReport;
import spindle.match.analysis.TextReport;
import spindle.match.analysis.VariantReport;

/** {@code spindle analyze}: game metrics for one or more variants, as a table, JSON and an HTML report. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = {"Reports game metrics of seeded games: win rates, draws, length, branching.",
            "Win rates carry 95%% intervals; decision types and endings are counted too. With several variants,",
            "prints their differences against the first.",
            "A variant is a preset name (see 'spindle games'), settings like size=6+swap=off, or a bare value",
            "such as patch or 7x6."})
final class AnalyzeCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Parameters(index = "1..*", paramLabel = "VARIANT", description = "Variants to analyse (default: the default).")
    List<String> variantNames = new ArrayList<>();

    @Option(names = "--variants", split = ",", paramLabel = "V,V,...", description = "More variants, comma-separated.")
    List<String> moreVariants = new ArrayList<>();

    @Option(names = "--games", defaultValue = "1000", paramLabel = "N", description = "Games per variant "
            + "(default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--agents", split = ",", defaultValue = "random", paramLabel = "A[,B...]",
            description = "One agent for every seat, or one per seat (default ${DEFAULT-VALUE}).")
    List<String> agents;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Game i uses seed S + i "
            + "(default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--think-ms", defaultValue = "0", paramLabel = "MS",
            description = "Time per decision for searching agents (default: their level's own budget).")
    long thinkMillis;

    @Option(names = "--iterations", defaultValue = "0", paramLabel = "N",
            description = "Iterations per decision for searching agents (default: their level's own budget).")
    long iterations;

    @Option(names = "--threads", paramLabel = "T", description = "Games played at once (default: all cores).")
    Integer threads;

    @Option(names = "--max-plies", defaultValue = "100000", paramLabel = "N",
            description = "Count a game as unfinished after N plies (default ${DEFAULT-VALUE}).")
    int maxPlies;

    @CommandLine.Mixin
    AgentPathOption agentPath;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the reports as JSON.")
    Path json;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report.")
    Path html;

    @Override
    public void run() {
        agentPath.load();
        if (games < 1) {
            throw new IllegalArgumentException("--games must be at least 1");
        }
        Game game = Games.byId(gameId);
        List<Variant> variants = new ArrayList<>();
        for (String name : concat(variantNames, moreVariants)) {
            variants.add(Variant.named(game, name));
        }
        if (variants.isEmpty()) {
            variants.add(game.defaultVariant());
        }
        // without --think-ms or --iterations each agent searches with its own level's budget (mcts:easy, ...)
        Budget budget = thinkMillis == 0 && iterations == 0 ? null : new Budget(thinkMillis, iterations, 1, seed);
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        Analyzer analyzer = new Analyzer(game, agents, budget, t, maxPlies);
        List<VariantReport> reports = new ArrayList<>();
        PrintWriter out = spec.commandLine().getOut();
        for (Variant v : variants) {
            VariantReport r;
            try (Progress progress = new Progress("games", games)) {
                r = analyzer.run(v, games, seed, i -> progress.step());
            }
            reports.add(r);
            out.print(TextReport.of(r));
            out.flush();
        }
        Comparison comparison = reports.size() > 1 ? Comparison.of(reports) : null;
        if (comparison != null) {
            out.print(TextReport.of(comparison));
        }
        // originalArgs holds the whole command line, subcommand name included
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        String command = "spindle " + String.join(" ", args.isEmpty() || !args.get(0).equals("analyze")
                ? concat(List.of("analyze"), args) : args);
        write(json, JsonReport.of(reports, comparison, command), out);
        write(html, HtmlReport.of(reports, comparison, command), out);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static void write(Path file, String text, PrintWriter out) {
        if (file == null) {
            return;
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
            out.println("wrote " + file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + file + ": " + e.getMessage());
        }
    }
}
