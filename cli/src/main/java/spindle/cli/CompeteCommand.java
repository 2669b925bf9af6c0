package spindle.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.games.justplayingaround.RoundPosition;
import spindle.games.justplayingaround.ThrowKind;
import spindle.match.compete.Competition;
import spindle.match.compete.CompetitionListener;
import spindle.match.compete.CompetitionSettings;
import spindle.match.compete.Contender;
import spindle.match.compete.Standing;

/** {@code spindle compete}: a Just Playing a Round competition with shared throws and a time bank. */
@Command(name = "compete", mixinStandardHelpOptions = true,
        description = {"Runs a Just Playing a Round (3Will) competition: one throw per round for every contender, "
                + "each plays it in their own order; time bank with deposits instead of free plays; ranking by "
                + "score, then remaining time.",
            "Contenders: human (you type moves, e.g. 'R3 back-left', 'bank', 'retire'; 'help' lists the commands, "
                + "'quit' leaves) or an AI spec such as random or mcts:easy.",
            "An AI retires at the end of round --ai-rounds (default 100), or earlier when its time would run out.",
            "Variant parameters are options named after them, e.g. --objective strict --setupCode 120."})
final class CompeteCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--players", required = true, split = ",", paramLabel = "SPEC",
            description = "Comma-separated contenders: human or an AI spec (e.g. human,random,random).")
    List<String> players;

    @Option(names = "--allowance", defaultValue = "2400", paramLabel = "SECONDS",
            description = "Each contender's time allowance (default ${DEFAULT-VALUE} s).")
    long allowanceSeconds;

    @Option(names = "--deposit-undirected", defaultValue = "20", paramLabel = "SECONDS",
            description = "Deposit instead of an undirected free play (default ${DEFAULT-VALUE} s).")
    int undirectedDeposit;

    @Option(names = "--deposit-directed", defaultValue = "10", paramLabel = "SECONDS",
            description = "Deposit instead of a directed free play (default ${DEFAULT-VALUE} s).")
    int directedDeposit;

    @Option(names = "--own-setups", description = "Give every contender their own drawn setup (default: shared).")
    boolean ownSetups;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for the dice, setups and AIs (default: clock).")
    Long seed;

    @Option(names = "--think-ms", defaultValue = "200", paramLabel = "MS",
            description = "AI thinking time per decision, charged to its bank (default ${DEFAULT-VALUE}).")
    long thinkMillis;

    @Option(names = "--no-time-guard", description = "Let AIs decide every retirement themselves (by default an AI "
            + "retires when its balance would not cover two more of its longest rounds: AIs do not see the clock).")
    boolean noGuard;

    @Option(names = "--ai-rounds", defaultValue = "100", paramLabel = "N",
            description = "An AI contender retires at the end of round N at the latest (default ${DEFAULT-VALUE}; "
                    + "0 = no limit). An extended-game score never goes down, so an AI never stops by itself.")
    int aiRounds;

    @CommandLine.Unmatched
    List<String> variantArgs = new ArrayList<>();

    private PrintWriter out;

    @Override
    public void run() {
        out = spec.commandLine().getOut();
        if (aiRounds < 0) {
            throw new IllegalArgumentException("--ai-rounds must be 0 (no limit) or a positive number of rounds");
        }
        Game game = Games.byId(JustPlayingARound.ID);
        Variant variant = VariantOptions.parse(game, variantArgs).with(game, "mode",
                JustPlayingARound.MODE_COMPETITION);
        long s = seed != null ? seed : System.nanoTime();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        List<Contender> contenders = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            String p = players.get(i).trim();
            String name = "p" + (i + 1) + "-" + p;
            boolean human = p.equalsIgnoreCase("human");
            contenders.add(new Contender(name, human ? new TerminalAgent(name, in, out) : Agents.create(p, game),
                    !human && !noGuard, human ? 0 : aiRounds));
        }
        CompetitionSettings settings = new CompetitionSettings(variant, allowanceSeconds, undirectedDeposit,
                directedDeposit, !ownSetups, s, thinkMillis);
        out.printf("Just Playing a Round competition (%s), %d contenders, allowance %d s, seed %d%n", variant,
                contenders.size(), allowanceSeconds, s);
        List<Standing> standings = new Competition(settings, contenders, System::currentTimeMillis,
                new Printer()).run();
        out.println();
        out.println("place  contender                score     balance   rounds  objective  setup code");
        for (Standing st : standings) {
            out.printf("%5d  %-22s %7d %11s %8d  %-9s  %d%n", st.rank(), st.name(), st.finalScore(),
                    seconds(st.balanceMillis()) + (st.timedOut() ? "!" : ""), st.rounds(),
                    st.objectiveMet() ? "met" : "-", st.setupCode());
        }
        out.println("(! = ran out of time; score then balance decides, equal places are shared)");
        out.flush();
    }

    private static String seconds(long millis) {
        return String.format("%.3fs", millis / 1000.0);
    }

    /** Prints each round: the throw, then every contender's decisions, score and balance. */
    private final class Printer implements CompetitionListener {
        private final Map<String, List<String>> decisions = new LinkedHashMap<>();

        @Override
        public void roundStarted(int round, String dice, ThrowKind kind) {
            out.printf("Round %d: %s%s%n", round, dice, switch (kind) {
                case NORMAL -> "";
                case DIRECTED_FREE -> "  (directed free play: any piece, or bank " + directedDeposit + " s)";
                case UNDIRECTED_FREE -> "  (undirected free play: any piece and direction, or bank "
                        + undirectedDeposit + " s)";
            });
            out.flush();
        }

        @Override
        public void decided(String contender, GameState before, int action) {
            decisions.computeIfAbsent(contender, k -> new ArrayList<>()).add(before.format(action));
        }

        @Override
        public void roundFinished(String contender, GameState state, long balanceMillis) {
            RoundPosition p = (RoundPosition) state.view();
            out.printf("  %-22s %s | %s, balance %s%n", contender, String.join(", ", taken(contender)),
                    p.extended() ? "score " + p.score() : "normal game", seconds(balanceMillis));
            out.flush();
        }

        @Override
        public void retired(Standing standing) {
            out.printf("  %-22s %s | %s%n", standing.name(), String.join(", ", taken(standing.name())),
                    standing.timedOut() ? "out of time: retired with 0"
                            : "retired with final score " + standing.finalScore() + ", balance "
                            + seconds(standing.balanceMillis()));
            out.flush();
        }

        private List<String> taken(String contender) {
            List<String> list = decisions.remove(contender);
            return list == null ? List.of() : list;
        }
    }
}
