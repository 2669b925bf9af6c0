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
        description = {"Reports game metrics of seeded games: win rates, draws, length, branching, and the "
            + "designer's metrics (decisiveness, drama and lead changes from a searching agent's value trace, and "
            + "board coverage), and the first player's advantage at each --skills strength.",
            "Win rates carry 95%% intervals; decision types and endings are counted too. With several variants, "
            + "prints their differences against the first. A difference is marked significant only after Holm's "
            + "correction over every comparison the run makes.",
            "A variant is a preset name (see 'spindle games'), settings like size=6+swap=off, or a bare value "
            + "such as patch or 7x6 (bare values in one list must all set the same setting)."})
final class AnalyzeCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Parameters(index = "1..*", paramLabel = "VARIANT", description = "Variants to analyse (default: the default).")
    List<String> variantNames = new ArrayList<>();

    @Option(names = "--variants", split = ",", paramLabel = "V,V,...", description = "More variants, comma-separated.")
    List<String> moreVariants = new ArrayList<>();

    @Option(names = "--games", converter = AtLeastOne.class, defaultValue = "1000", paramLabel = "N",
            description = "Games per variant "
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

    @CommandLine.Mixin
    RoundCapOption roundCap;

    @Option(names = "--skills", split = ",", paramLabel = "A,B,...", description = "Also measure the first "
            + "player's advantage with each of these agents in every seat, e.g. random,mcts:easy,mcts:medium.")
    List<String> skills = new ArrayList<>();

    @Option(names = "--skill-games", paramLabel = "N", description = "Games per variant and skill (default: "
            + "--games).")
    Integer skillGames;

    @Option(names = "--records", paramLabel = "PATH", description = "Analyse these games instead of playing new "
            + "ones: record files (JSON, as tournament --out, a server's download or export write them) or folders "
            + "of them, searched to any depth (repeatable). Each record is replayed and checked; games are grouped "
            + "by variant. Records have no search values, so drama and lead changes are not measured.")
    List<Path> records = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the reports as JSON.")
    Path json;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report.")
    Path html;

    @Override
    public void run() {
        agentPath.load();
        if (threads != null && threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1 (games played at once), e.g. "
                    + "--threads 1 for the most reproducible timing");
        }
        if (skillGames != null && skillGames < 1) {
            throw new IllegalArgumentException("--skill-games must be at least 1");
        }
        Game game = Games.byId(gameId);
        if (!records.isEmpty()) {
            report(game, RecordFiles.byVariant(game, records), spec.commandLine().getOut());
            return;
        }
        List<String> labels = concat(variantNames, moreVariants);
        List<Variant> variants = VariantList.parse(game, labels);
        if (variants.isEmpty()) {
            variants.add(game.defaultVariant());
            labels.add("default");
        }
        // without --think-ms or --iterations each agent searches with its own level's budget (mcts:easy, ...)
        Budget budget = thinkMillis == 0 && iterations == 0 ? null : new Budget(thinkMillis, iterations, 1, seed);
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        Analyzer analyzer = new Analyzer(game, agents, budget, t, maxPlies, roundCap.rounds());
        List<Analyzer> skillAnalyzers = new ArrayList<>();
        for (String skill : skills) {
            skillAnalyzers.add(new Analyzer(game, List.of(skill), budget, t, maxPlies, roundCap.rounds()));
        }
        List<VariantReport> reports = new ArrayList<>();
        PrintWriter out = spec.commandLine().getOut();
        for (int k = 0; k < variants.size(); k++) {
            Variant v = variants.get(k);
            VariantReport r;
            try (Progress progress = new Progress("games", games)) {
                r = analyzer.run(v, labels.get(k).trim(), games, seed, i -> progress.step());
            }
            out.print(TextReport.of(r));
            out.flush();
            reports.add(withSkills(r, v, game, skillAnalyzers));
        }
        compare(game, variants.get(0), reports, out);
    }

    /** The report of the games in record files, one per variant found. */
    private void report(Game game, java.util.Map<Variant, List<spindle.match.analysis.GameTrace>> byVariant,
                        PrintWriter out) {
        List<VariantReport> reports = new ArrayList<>();
        for (var e : byVariant.entrySet()) {
            List<String> seats = game.playerNames(e.getKey());
            VariantReport r = VariantReport.of(game.id(), e.getKey().toString(), seats, List.of("from records"),
                    e.getValue());
            out.print(TextReport.of(r));
            out.flush();
            reports.add(r);
        }
        compare(game, byVariant.keySet().iterator().next(), reports, out);
    }

    /** The balance and the differences between the variants' reports, then the JSON and HTML files asked for. */
    private void compare(Game game, Variant first, List<VariantReport> reports, PrintWriter out) {
        Comparison comparison = Comparison.of(reports);
        if (game.playerNames(first).size() == 2) {
            out.print(TextReport.balance(reports, comparison));
        }
        if (reports.size() > 1) {
            out.print(TextReport.of(comparison));
        }
        // a pipe or file is not flushed by picocli: the comparison must not stay in the buffer
        out.flush();
        // originalArgs holds the whole command line, subcommand name included
        List<String> args = spec.commandLine().getParseResult().originalArgs();
        String command = "spindle " + String.join(" ", args.isEmpty() || !args.get(0).equals("analyze")
                ? concat(List.of("analyze"), args) : args);
        write(json, JsonReport.of(reports, comparison, command), out);
        write(html, HtmlReport.of(reports, comparison, command), out);
        out.flush();
    }

    /** The report with the first-move balance at each --skills strength (two-player games only). */
    private VariantReport withSkills(VariantReport r, Variant v, Game game, List<Analyzer> skillAnalyzers) {
        if (skillAnalyzers.isEmpty() || game.playerNames(v).size() != 2) {
            return r;
        }
        int n = skillGames != null ? skillGames : games;
        List<VariantReport.Balance> more = new ArrayList<>();
        for (int k = 0; k < skillAnalyzers.size(); k++) {
            try (Progress progress = new Progress(skills.get(k), n)) {
                more.add(skillAnalyzers.get(k).run(v, n, seed, i -> progress.step()).balance().get(0));
            }
        }
        return r.withBalance(more);
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
