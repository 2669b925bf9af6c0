package spindle.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.SpindleException;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.Referee;

class ReplayCommandTest {
    @TempDir
    Path dir;

    private GameRecord played() {
        Game game = Games.byId("zero-one-two");
        return Referee.play(game, game.defaultVariant(),
                List.of(Agents.create("random", game), Agents.create("random", game)), 3);
    }

    @Test
    void aValidRecordReplaysToItsFinalBoard() throws Exception {
        GameRecord record = played();
        Path file = dir.resolve("game.json");
        GameRecords.write(record, file);
        CliTest.Run r = CliTest.run("", "replay", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("zero-one-two").contains("1. " + record.moves().get(0))
                .contains("The record is valid");
        CliTest.Run step = CliTest.run("", "replay", "--step", file.toString());
        assertThat(step.exit()).isZero();
        assertThat(step.out().length()).isGreaterThan(r.out().length());
    }

    /** A record of a game won in its set-up position, with no moves: valid, and it says where it started. */
    @Test
    void aRecordFromAFinishedSetUpPositionSaysItStartedThere() throws Exception {
        String won = "X.O.-.-/.X.-.-./O.X.O.-/.-.X.-./-.O.X.O/.-.-.X./O.-.O.X warp patching threading no-swap 0 "
                + "warp-won F2 15";
        Path file = dir.resolve("won.json");
        java.nio.file.Files.writeString(file, "{\"version\":1,\"game\":\"warp-and-weft\",\"variant\":\"size=2\","
                + "\"from\":\"" + won + "\",\"players\":[\"human\",\"human\"],\"seed\":1,\"moves\":[],"
                + "\"payoffs\":[1.0,0.0],\"endReason\":\"connection\"}");
        CliTest.Run r = CliTest.run("", "replay", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Started from a set-up position, not the variant's start: " + won)
                .contains("The record is valid: its set-up position is one the rules allow, and it has no moves; "
                        + "that position is already over, with the recorded result.");
    }

    /**
     * A hosted game that ended on time replays and says who lost on time (the player to move); a record that puts
     * the loss on the player who had just moved is refused, with no stack trace.
     */
    @Test
    void aTimedOutRecordReplaysAndSaysOnTime() throws Exception {
        GameRecord record = played();
        List<String> moves = record.moves().subList(0, 3);
        Game game = Games.byId(record.game());
        GameState end = GameState.replay(game, Variant.parse(game, record.variant()), moves);
        int flagged = end.toMove();
        List<Double> payoffs = flagged == 0 ? List.of(0.0, 1.0) : List.of(1.0, 0.0);
        GameRecord timed = new GameRecord(record.version(), record.game(), record.variant(), List.of("human",
                "invite"), record.seed(), moves, payoffs, "time", record.started(), record.finished());
        Path file = dir.resolve("time.json");
        Files.writeString(file, GameRecords.toJson(timed));
        CliTest.Run r = CliTest.run("", "replay", file.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("Result: " + timed.players().get(flagged) + " (seat " + (flagged + 1)
                + ") lost on time  payoffs " + payoffs);
        GameRecord wrong = new GameRecord(record.version(), record.game(), record.variant(), record.players(),
                record.seed(), moves, List.of(payoffs.get(1), payoffs.get(0)), "time", record.started(),
                record.finished());
        Files.writeString(file, GameRecords.toJson(wrong));
        CliTest.Run bad = CliTest.run("", "replay", file.toString());
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("time").doesNotContain("Exception").doesNotContain("\tat ");
    }

    /** A hosted game a player resigned (or both agreed to draw) replays and says how it ended. */
    @Test
    void aResignedAndAnAgreedRecordReplayWithTheirEnding() throws Exception {
        GameRecord record = played();
        List<String> moves = record.moves().subList(0, 3);
        for (String[] ending : new String[][] {{"resigned", "[0.0, 1.0]"}, {"draw-agreed", "[0.5, 0.5]"}}) {
            List<Double> payoffs = ending[0].equals("resigned") ? List.of(0.0, 1.0) : List.of(0.5, 0.5);
            GameRecord early = new GameRecord(record.version(), record.game(), record.variant(), record.players(),
                    record.seed(), moves, payoffs, ending[0], record.started(), record.finished());
            Path file = dir.resolve(ending[0] + ".json");
            Files.writeString(file, GameRecords.toJson(early));
            CliTest.Run r = CliTest.run("", "replay", file.toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).contains("Result: " + ending[0] + "  payoffs " + ending[1]);
        }
    }

    @Test
    void aTamperedRecordIsRefusedWithItsFirstBadPly() throws Exception {
        GameRecord record = played();
        List<String> moves = new ArrayList<>(record.moves());
        moves.set(4, "nonsense");
        GameRecord tampered = new GameRecord(record.version(), record.game(), record.variant(), record.players(),
                record.seed(), moves, record.payoffs(), record.endReason(), record.started(), record.finished());
        Path file = dir.resolve("bad.json");
        Files.writeString(file, GameRecords.toJson(tampered));
        CliTest.Run r = CliTest.run("", "replay", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("ply 5 'nonsense'");
    }

    /** Every record a tournament writes replays with its dice checked, at the command line as a user runs it. */
    @Test
    void tournamentRecordsReplayWithTheirDiceVouchedFor() throws Exception {
        Path out = dir.resolve("t");
        CliTest.Run t = CliTest.run("", "tournament", "just-playing-a-round", "--agents",
                "random:always=retire@30:always=continue", "--games", "2", "--seed", "4", "--out", out.toString());
        assertThat(t.exit()).as(t.err()).isZero();
        for (String name : List.of("game-00001.json", "game-00002.json")) {
            CliTest.Run r = CliTest.run("", "replay", out.resolve(name).toString());
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(r.out()).containsPattern("Chance: all \\d+ chance outcomes are the ones drawn from seed")
                    .contains("The record is valid");
        }
    }

    /** The forgery: a throw R1 made R6, the next play of that die adjusted, the payoffs fixed. */
    @Test
    void aRecordWithChangedDiceIsRefusedAtThePlyOfTheThrow() throws Exception {
        Game solo = Games.byId("just-playing-a-round");
        for (long seed = 1; seed < 50; seed++) {
            GameRecord honest = Referee.play(solo, solo.defaultVariant(),
                    List.of(Agents.create("random:always=retire@40:always=continue", solo)), seed);
            int throwAt = honest.moves().indexOf("R1");
            if (throwAt < 0) {
                continue;
            }
            List<String> moves = new ArrayList<>(honest.moves());
            moves.set(throwAt, "R6");
            for (int j = throwAt + 1; j < moves.size(); j++) {
                if (moves.get(j).startsWith("R1 ")) {
                    moves.set(j, "R6" + moves.get(j).substring(2));
                    break;
                }
            }
            GameState end;
            try {
                end = GameState.replay(solo, Variant.parse(solo, honest.variant()), moves);
            } catch (SpindleException illegalAfterTheChange) {
                continue;
            }
            List<Double> payoffs = new ArrayList<>();
            for (double p : end.payoffs()) {
                payoffs.add(p);
            }
            GameRecord forged = new GameRecord(honest.version(), honest.game(), honest.variant(), honest.players(),
                    honest.seed(), moves, payoffs, solo.endReason(end.view()), honest.started(), honest.finished(),
                    honest.chance());
            Path file = dir.resolve("dice.json");
            GameRecords.write(forged, file);
            CliTest.Run r = CliTest.run("", "replay", file.toString());
            assertThat(r.exit()).isEqualTo(2);
            assertThat(r.err()).contains("ply " + (throwAt + 1) + " 'R6'").contains("draws R1 here")
                    .doesNotContain("Exception");
            assertThat(r.out()).doesNotContain("valid");
            return;
        }
        throw new AssertionError("no seed of 1..49 gave a throw to forge");
    }

    @Test
    void aRecordWithAnEditedEndReasonIsRefused() throws Exception {
        Game warp = Games.byId("warp-and-weft");
        GameRecord r = Referee.play(warp, warp.defaultVariant(),
                List.of(Agents.create("random", warp), Agents.create("random", warp)), 5);
        Path file = dir.resolve("end.json");
        Files.writeString(file, GameRecords.toJson(r).replace("\"connection\"", "\"no-valid-play\""));
        CliTest.Run run = CliTest.run("", "replay", file.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("'no-valid-play'").contains("end it by 'connection'");
    }

    @Test
    void badFilesAreRefusedWithWhatIsWrongAndWhatToDo() throws Exception {
        CliTest.Run missing = CliTest.run("", "replay", dir.resolve("nosuch.json").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("there is no file").contains("nosuch.json")
                .contains("spindle tournament");
        String json = GameRecords.toJson(played());
        Path noVersion = dir.resolve("noversion.json");
        Files.writeString(noVersion, json.replaceFirst("\"version\" : \\d+,", ""));
        CliTest.Run v = CliTest.run("", "replay", noVersion.toString());
        assertThat(v.exit()).isEqualTo(2);
        assertThat(v.err()).contains("no \"version\"").doesNotContain("Cannot map").doesNotContain("null");
        Path badSeed = dir.resolve("seed.json");
        Files.writeString(badSeed, json.replaceFirst("\"seed\" : \\d+", "\"seed\" : \"three\""));
        assertThat(CliTest.run("", "replay", badSeed.toString()).err())
                .contains("field \"seed\" must be a whole number, not \"three\"");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\n  \"version\": 2,\n  \"game\": \"zero-one-two\",,\n}");
        CliTest.Run b = CliTest.run("", "replay", broken.toString());
        assertThat(b.exit()).isEqualTo(2);
        assertThat(b.err()).contains("not valid JSON at line 3, column").doesNotContain("\tat ");
        CliTest.Run d = CliTest.run("", "replay", dir.toString());
        assertThat(d.exit()).isEqualTo(2);
        assertThat(d.err()).contains("is a directory");
    }
}
