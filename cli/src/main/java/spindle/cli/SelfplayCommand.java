package spindle.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Position;
import spindle.engine.Variant;
import spindle.match.Payoffs;
import spindle.match.RoundCap;

/** {@code spindle selfplay}: seeded random games, with win counts and game lengths. */
@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = {"Plays seeded random games and prints each seat's wins, draws and the mean length.",
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

    @CommandLine.Mixin
    RoundCapOption roundCap;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    @Override
    public void run() {
        Game game = Games.byId(gameId);
        Variant variant = VariantOptions.parse(game, variantArgs);
        List<String> seats = game.playerNames(variant);
        int cap = game.plyBound(variant).orElse(Integer.MAX_VALUE);
        int[] wins = new int[seats.size()];
        double[] payoffSums = new double[seats.size()];
        int draws = 0;
        int unfinished = 0;
        int capped = 0;
        RoundCap rounds = RoundCap.of(game, variant, roundCap.rounds());
        long plies = 0;
        int[] scratch = new int[game.newGame(variant).maxActions()];
        for (int g = 0; g < games; g++) {
            Position p = game.newGame(variant);
            SplittableRandom random = new SplittableRandom(seed + g);
            int capAction = Game.CAP_PLAYS_ON;
            for (int ply = 0; !p.isOver() && ply < cap; ply++, plies++) {
                capAction = rounds.at(p);
                if (capAction == Game.CAP_STOPS_HERE) {
                    break;
                }
                p.play(capAction >= 0 ? capAction : p.randomAction(random, scratch));
            }
            boolean wasCapped = capAction != Game.CAP_PLAYS_ON;
            if (!p.isOver() && !wasCapped) {
                unfinished++;
                continue;
            }
            capped += wasCapped ? 1 : 0;
            double[] payoffs = p.isOver() ? p.payoffs() : rounds.stoppedPayoffs(p);
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
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s (%s): %d random games, seeds %d..%d%n", game.name(), variant, games, seed, seed + games - 1);
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
        if (unfinished > 0) {
            out.printf("  %-28s %6d%n", "unfinished at the ply bound", unfinished);
        }
        out.printf("  mean length %.1f plies%n", (double) plies / games);
    }
}
