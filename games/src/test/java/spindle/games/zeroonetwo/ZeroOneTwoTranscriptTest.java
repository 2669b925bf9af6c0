package spindle.games.zeroonetwo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * A regression oracle for work on the engine's speed (issue 40): seeded random games of every preset (and of a
 * larger board) written out ply by ply, hashed, and compared with digests hard-coded from the engine as it was
 * before that work (commit 9832cf4). The digests record real behaviour, not a specification: any change to the legal
 * moves or their order, the position text, the hash, the referee's sentences, the random playout's choices or the
 * payoffs changes them. A deliberate change of the rules must recompute them ({@link #printDigests}).
 */
class ZeroOneTwoTranscriptTest {
    private static final int GAMES = 50;
    private static final int MAX_PLIES = 5000;
    private static final ZeroOneTwo GAME = new ZeroOneTwo();

    /** Variant text -> {transcript digest, random playout digest}, from commit 9832cf4. */
    private static final Map<String, List<String>> EXPECTED = Map.of(
            "n=4,firstPlayer=random,strictSides=off,twoPassEnd=on,antiStallTurns=40",
            List.of("606dc03dacb3adfeef58c2bbb8bb560867fab964052a4bd1f1cb069f5ae8eae9",
                    "dc89d25a5172768ffbaf6c7694d691058805422426bb868c436d75379f86de1d"),
            "n=6,firstPlayer=P2,strictSides=on,twoPassEnd=on,antiStallTurns=40",
            List.of("3ab014bb978a44811807e398c00cdd3cdb3becdc9b594bc77ab11df00ecade2d",
                    "decbad7d47064671738649758e1102725ee3735cde9b38c2f1d01c7e79af211d"),
            "n=8,firstPlayer=P1,strictSides=off,twoPassEnd=off,antiStallTurns=60",
            List.of("f965dfb263998039801d6083240ffaab29a83a325416f618fd610a479c8d7a01",
                    "5055538f43c973afdb4315308ec95e082434aa547cbf5c586271a9dfccea6047"));

    private static List<Variant> variants() {
        List<Variant> variants = new ArrayList<>();
        for (Game.Preset preset : GAME.presets()) {
            variants.add(preset.variant());
        }
        variants.add(Variant.parse(GAME, "n=8,firstPlayer=P1,twoPassEnd=off,antiStallTurns=60"));
        return variants;
    }

    @Test
    void transcriptsOfSeededGamesAreUnchanged() {
        for (Variant v : variants()) {
            assertThat(transcriptDigest(v)).as("transcripts of %s", v).isEqualTo(EXPECTED.get(v.toString()).get(0));
        }
    }

    @Test
    void randomPlayoutsAreUnchanged() {
        for (Variant v : variants()) {
            assertThat(playoutDigest(v)).as("random playouts of %s", v).isEqualTo(EXPECTED.get(v.toString()).get(1));
        }
    }

    /** Prints the digests of today's engine, to paste into {@link #EXPECTED} after a deliberate change of rules. */
    static void printDigests() {
        for (Variant v : variants()) {
            System.out.println(v + " " + transcriptDigest(v) + " " + playoutDigest(v));
        }
    }

    public static void main(String[] args) {
        printDigests();
    }

    /**
     * Per ply: the position text, its hash, the legal actions in the engine's order, the legal moves as sorted
     * text, the move chosen (uniformly among the engine's order) and the referee's sentences; at the end the text,
     * why it ended and the payoffs. Chance is sampled from the same random source.
     */
    private static String transcriptDigest(Variant v) {
        MessageDigest digest = sha256();
        for (int seed = 1; seed <= GAMES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            GameState state = GameState.start(GAME, v);
            int[] actions = new int[state.view().maxActions()];
            StringBuilder out = new StringBuilder();
            while (!state.isOver() && state.ply() < MAX_PLIES) {
                Position p = state.view();
                int n = p.legalActions(actions);
                List<String> sorted = new ArrayList<>(state.legalMoves());
                sorted.sort(null);
                int action = state.isChance() ? p.chance().sample(random) : actions[random.nextInt(n)];
                GameState next = state.apply(action);
                out.append(state.ply()).append('|').append(state.positionText()).append('|').append(p.hash())
                        .append('|').append(Arrays.toString(Arrays.copyOf(actions, n))).append('|')
                        .append(String.join(" ", sorted)).append('|').append(state.format(action)).append('|')
                        .append(String.join(" / ", GAME.refereeSays(p, action, next.view()))).append('\n');
                state = next;
            }
            out.append("end|").append(state.positionText()).append('|')
                    .append(state.isOver() ? GAME.endReason(state.view()) : "unfinished").append('|')
                    .append(Arrays.toString(state.payoffs())).append('\n');
            digest.update(out.toString().getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The engine's own random playout (Position.randomAction): every action, the hash at the end, the payoffs. */
    private static String playoutDigest(Variant v) {
        MessageDigest digest = sha256();
        for (int seed = 1; seed <= GAMES; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Position p = GAME.newGame(v);
            int[] scratch = new int[p.maxActions()];
            StringBuilder out = new StringBuilder();
            while (!p.isOver() && p.plies() < MAX_PLIES) {
                int a = p.randomAction(random, scratch);
                out.append(a).append(' ');
                p.play(a);
            }
            out.append("| ").append(p.hash()).append(' ').append(Arrays.toString(p.payoffs())).append('\n');
            digest.update(out.toString().getBytes(StandardCharsets.UTF_8));
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
