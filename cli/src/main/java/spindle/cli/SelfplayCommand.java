package spindle.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.ai.Agent;
import spindle.ai.Agents;
import spindle.ai.learn.Observations;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.Payoffs;
import spindle.match.Referee;
import spindle.match.RoundCap;

/**
 * {@code spindle selfplay}: seeded games between agents (random by default), with win counts and game lengths, and
 * optionally every decision's observation for learning code ({@code --observations}, {@link ObservationLog}).
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = {"Plays seeded games (random moves unless --agents) and prints each seat's wins, draws and the"
                + " mean length.",
            "With --observations FILE it writes every decision's observation tensor, legal-action mask, action,"
                + " search visits and the final result as NDJSON for learning code (docs/observations.md).",
            "Variant parameters are options named after them, e.g. --size 6 (see 'spindle games')."})
final class SelfplayCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id (see 'spindle games').")
    String gameId;

    @Option(names = "--games", converter = AtLeastOne.class, defaultValue = "1000", paramLabel = "N",
            description = "Number of games (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the first game; game i uses S + i (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--agents", split = ",", defaultValue = "random", paramLabel = "A,B,...",
            description = "The agent of each seat, e.g. mcts:200it,random; one spec plays every seat (default "
                    + "${DEFAULT-VALUE}).")
    List<String> agentSpecs;

    @Option(names = "--observations", paramLabel = "FILE",
            description = "Write one JSON line per decision: the observation tensor with its shape, the legal-action"
                    + " mask, the action, the search's root visits (mcts; else null) and the game's result. Schema:"
                    + " docs/observations.md; reader: examples/python/spindle_observations.py.")
    Path observations;

    @Option(names = "--observation-encoding", defaultValue = "dense", paramLabel = "dense|packed",
            converter = EncodingConverter.class,
            description = "How --observations writes the tensor and the mask: dense (JSON arrays of numbers, the "
                    + "default) or packed (base64 of packed bits, with float32 planes where a value is not 0 or 1; "
                    + "about a tenth of the size). Each line names its encoding.")
    Observations.Encoding observationEncoding;

    @CommandLine.Mixin
    RoundCapOption roundCap;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        Game game = Games.byId(gameId);
        Variant variant = VariantOptions.parse(game, variantArgs);
        List<String> seats = game.playerNames(variant);
        if (agentSpecs.size() != 1 && agentSpecs.size() != seats.size()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--agents needs one spec, or one per seat ("
                    + seats.size() + " in " + game.name() + "), not " + agentSpecs.size());
        }
        RoundCap rounds = RoundCap.of(game, variant, roundCap.rounds());
        try (ObservationLog log = observations == null ? null : new ObservationLog(observations, game, variant,
                observationEncoding)) {
            List<Agent> agents = new ArrayList<>();
            for (int s = 0; s < seats.size(); s++) {
                Agent a = Agents.create(agentSpecs.get(agentSpecs.size() == 1 ? 0 : s), game);
                agents.add(log == null ? a : log.watch(a));
            }
            int[] wins = new int[seats.size()];
            double[] payoffSums = new double[seats.size()];
            int draws = 0;
            int capped = 0;
            long plies = 0;
            for (int g = 0; g < games; g++) {
                GameRecord r = Referee.play(game, variant, agents, seed + g, rounds);
                if (log != null) {
                    log.gameOver(r);
                }
                plies += r.moves().size();
                capped += RoundCap.REASON.equals(r.endReason()) ? 1 : 0;
                double[] payoffs = r.payoffs().stream().mapToDouble(Double::doubleValue).toArray();
                for (int i = 0; i < payoffs.length; i++) {
                    payoffSums[i] += payoffs[i];
                }
                int w = Payoffs.soleWinner(payoffs);
                if (w >= 0) {
                    wins[w]++;
                } else {
                    draws++;
                }
            }
            print(game, variant, seats, wins, payoffSums, draws, capped, plies);
            if (log != null) {
                spec.commandLine().getOut().printf("  %d observations written to %s%n", log.written(), observations);
            }
        }
    }

    private void print(Game game, Variant variant, List<String> seats, int[] wins, double[] payoffSums, int draws,
                       int capped, long plies) {
        PrintWriter out = spec.commandLine().getOut();
        String who = agentSpecs.equals(List.of("random")) ? "random games" : "games of " + String.join(" v ", agentSpecs);
        out.printf("%s (%s): %d %s, seeds %d..%d%n", game.name(), variant, games, who, seed, seed + games - 1);
        for (int i = 0; i < seats.size(); i++) {
            if (seats.size() > 1) {
                out.printf("  %-28s wins %6d (%5.1f%%)   mean payoff %.3f%n", seats.get(i), wins[i],
                        100.0 * wins[i] / games, payoffSums[i] / games);
            } else {
                out.printf("  %-28s mean score %.3f%n", seats.get(i), payoffSums[i] / games);
            }
        }
        if (seats.size() > 1) {
            out.printf("  %-28s %6d (%5.1f%%)%n", "draws", draws, 100.0 * draws / games);
        }
        if (capped > 0) {
            out.printf("  %-28s %6d (scored as they stood)%n", "ended by the round cap", capped);
        }
        out.printf("  mean length %.1f plies%n", (double) plies / games);
    }

    /** Reads {@code dense} or {@code packed}, naming both when given anything else. */
    static final class EncodingConverter implements CommandLine.ITypeConverter<Observations.Encoding> {
        @Override
        public Observations.Encoding convert(String value) {
            for (Observations.Encoding e : Observations.Encoding.values()) {
                if (e.id().equals(value)) {
                    return e;
                }
            }
            throw new CommandLine.TypeConversionException("'" + value + "' is not an encoding: dense or packed");
        }
    }
}
