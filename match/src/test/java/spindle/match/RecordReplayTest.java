package spindle.match;

import spindle.engine.ChanceDraws;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.Agents;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.SpindleException;
import spindle.engine.Variant;
import spindle.match.compete.Competition;
import spindle.match.compete.CompetitionListener;
import spindle.match.compete.CompetitionSettings;
import spindle.match.compete.Contender;
import spindle.match.compete.Standing;

/** Replay checks what a record claims: its chance outcomes against its seed, how it ended, its payoffs. */
class RecordReplayTest {
    private static final Game SOLO = Games.byId("just-playing-a-round");
    private static final Game WARP = Games.byId("warp-and-weft");

    @TempDir
    Path dir;

    static GameRecord soloGame(long seed) {
        return Referee.play(SOLO, SOLO.defaultVariant(),
                List.of(Agents.create("random:always=retire@40:always=continue", SOLO)), seed);
    }

    /**
     * The forgery of the issue: a throw's R1 turned into R6 and the next play of that die adjusted to match, the
     * payoffs and end made to fit, so that every action is legal. Null when this game has no such throw.
     */
    static GameRecord forgeDie(GameRecord honest) {
        for (int i = 0; i < honest.moves().size(); i++) {
            if (!honest.moves().get(i).equals("R1")) {
                continue;
            }
            List<String> moves = new ArrayList<>(honest.moves());
            moves.set(i, "R6");
            for (int j = i + 1; j < moves.size(); j++) {
                if (moves.get(j).startsWith("R1 ")) {
                    moves.set(j, "R6" + moves.get(j).substring(2));
                    break;
                }
            }
            try {
                GameState end = GameState.replay(SOLO, Variant.parse(SOLO, honest.variant()), moves);
                if (end.isOver()) {
                    return new GameRecord(GameRecord.VERSION, honest.game(), honest.variant(), honest.players(),
                            honest.seed(), moves, payoffs(end), SOLO.endReason(end.view()), honest.started(),
                            honest.finished(), honest.chance());
                }
            } catch (SpindleException illegalAfterTheChange) {
                // try the next R1
            }
        }
        return null;
    }

    static List<Double> payoffs(GameState end) {
        List<Double> p = new ArrayList<>();
        for (double x : end.payoffs()) {
            p.add(x);
        }
        return p;
    }

    /** The first record of seeds 1.. that {@link #forgeDie} can forge, and its forgery. */
    static GameRecord[] forgedSoloGame() {
        for (long seed = 1; seed < 50; seed++) {
            GameRecord honest = soloGame(seed);
            GameRecord forged = forgeDie(honest);
            if (forged != null) {
                return new GameRecord[] {honest, forged};
            }
        }
        throw new AssertionError("no game of seeds 1..49 throws an R1 that can be forged");
    }

    static int firstDifference(List<String> a, List<String> b) {
        int i = 0;
        while (a.get(i).equals(b.get(i))) {
            i++;
        }
        return i + 1;
    }

    @Test
    void aThrowChangedFromR1ToR6IsRefusedAtItsPly() {
        GameRecord[] pair = forgedSoloGame();
        GameRecord honest = pair[0];
        GameRecord forged = pair[1];
        assertThat(honest.chance()).isEqualTo(ChanceDraws.SEED_PER_PLY);
        assertThat(GameRecords.replay(honest).isOver()).isTrue();
        int ply = firstDifference(honest.moves(), forged.moves());
        assertThatThrownBy(() -> GameRecords.replay(forged)).isInstanceOf(RecordException.class)
                .hasMessageContaining("ply " + ply + " 'R6'")
                .hasMessageContaining("seed " + honest.seed() + " draws R1 here");
    }

    @Test
    void anEditedEndReasonIsRefused() {
        GameRecord r = Referee.play(WARP, WARP.defaultVariant(),
                List.of(Agents.create("random", WARP), Agents.create("random", WARP)), 5);
        assertThat(r.endReason()).isEqualTo("connection");
        GameRecord edited = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(), r.moves(),
                r.payoffs(), "no-valid-play", r.started(), r.finished(), r.chance());
        assertThatThrownBy(() -> GameRecords.replay(edited)).isInstanceOf(RecordException.class)
                .hasMessageContaining("'no-valid-play'").hasMessageContaining("end it by 'connection'");
        GameRecord noPayoffs = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(), r.moves(),
                List.of(), r.endReason(), r.started(), r.finished(), r.chance());
        assertThatThrownBy(() -> GameRecords.replay(noPayoffs)).hasMessageContaining("no payoffs");
        GameRecord cut = new GameRecord(r.version(), r.game(), r.variant(), r.players(), r.seed(),
                r.moves().subList(0, 3), List.of(), r.endReason(), r.started(), null, r.chance());
        assertThatThrownBy(() -> GameRecords.replay(cut)).hasMessageContaining("not over after its 3 moves");
    }

    @Test
    void everyGamesRefereeRecordsReplayWithTheirChanceChecked() {
        for (Game game : Stream.of("warp-and-weft", "one-piece-for-two", "zero-one-two", "just-playing-a-round")
                .map(Games::byId).toList()) {
            for (long seed = 1; seed <= 3; seed++) {
                Variant v = game.defaultVariant();
                List<spindle.ai.Agent> agents = new ArrayList<>();
                for (int i = 0; i < GameState.start(game, v).view().players(); i++) {
                    agents.add(Agents.create(game == SOLO ? "random:always=retire@40:always=continue" : "random",
                            game));
                }
                GameRecord r = GameRecords.fromJson(GameRecords.toJson(Referee.play(game, v, agents, seed)));
                GameState end = GameRecords.replay(r);
                assertThat(end.isOver()).isTrue();
                // Warp and Weft and One Piece for Two have no chance; 0-1-2 draws who starts, 3Will its dice
                assertThat(GameRecords.chanceNote(r, end).orElse("no chance")).as(game.id()).matches(
                        game == SOLO ? "all \\d+ chance outcomes are the ones drawn from seed " + seed + "\\."
                                : game.id().equals("zero-one-two")
                                ? "the chance outcome is the one drawn from seed " + seed + "\\." : "no chance");
            }
        }
    }

    @Test
    void tournamentRecordsOnDiskReplayAndVouchForTheirDice() throws Exception {
        Tournament.Settings settings = new Tournament.Settings(SOLO, SOLO.defaultVariant(),
                List.of("random:always=retire@20:always=continue", "random:always=retire@60:always=continue"), 3, 9,
                2, dir);
        Tournament.run(settings, r -> { });
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> records = files.sorted().toList();
            assertThat(records).hasSize(6);
            for (Path file : records) {
                GameRecord r = GameRecords.read(file);
                assertThat(r.version()).isEqualTo(2);
                assertThat(Files.readString(file)).contains("\"chance\" : \"seed-per-ply\"");
                assertThat(GameRecords.chanceNote(r, GameRecords.replay(r)).orElseThrow()).startsWith("all ");
            }
        }
    }

    @Test
    void aRecordThatDoesNotVouchForItsDiceStillReplaysButSaysSo() {
        GameRecord forged = forgedSoloGame()[1];
        for (int version : new int[] {1, 2}) {
            GameRecord unvouched = new GameRecord(version, forged.game(), forged.variant(), forged.players(),
                    forged.seed(), forged.moves(), forged.payoffs(), forged.endReason(), forged.started(),
                    forged.finished());
            GameState end = GameRecords.replay(GameRecords.fromJson(GameRecords.toJson(unvouched)));
            assertThat(GameRecords.chanceNote(unvouched, end).orElseThrow()).contains("NOT checked")
                    .contains(version == 1 ? "version 1" : "no \"chance\" field");
        }
        assertThat(GameRecords.toJson(new GameRecord(1, "x", "", List.of(), 1, List.of(), List.of(), null, null,
                null))).doesNotContain("chance");
        GameRecord strange = new GameRecord(2, forged.game(), forged.variant(), forged.players(), forged.seed(),
                forged.moves(), forged.payoffs(), forged.endReason(), forged.started(), forged.finished(), "dice-cup");
        assertThatThrownBy(() -> GameRecords.replay(strange)).hasMessageContaining("'dice-cup'")
                .hasMessageContaining("knows only 'seed-per-ply'");
        GameRecord future = new GameRecord(3, forged.game(), forged.variant(), forged.players(), forged.seed(),
                forged.moves(), forged.payoffs(), forged.endReason(), forged.started(), forged.finished());
        assertThatThrownBy(() -> GameRecords.replay(future)).hasMessageContaining("version 3");
    }

    /**
     * A 3Will competition shares one throw per round among its contenders, drawn from the competition's seed, so a
     * contender's game is a record that does not vouch for its dice: it replays, with the note; claiming the
     * per-ply scheme for it would be false and is refused.
     */
    @Test
    void aCompetitorsGameReplaysAsARecordThatDoesNotVouchForItsThrows() {
        GameState[] last = new GameState[1];
        CompetitionListener capture = new CompetitionListener() {
            @Override
            public void decided(String contender, GameState before, int action) {
                last[0] = before.apply(action);
            }
        };
        CompetitionSettings settings = CompetitionSettings.defaults(SOLO.defaultVariant(), 13, 1000);
        List<Standing> standings = new Competition(settings, List.of(new Contender("r",
                Agents.create("random:always=retire@40:always=continue", SOLO))), () -> 0L, capture).run();
        GameState end = last[0];
        assertThat(end.isOver()).isTrue();
        assertThat(end.moves()).isEqualTo(standings.get(0).moves());
        GameRecord record = new GameRecord(GameRecord.VERSION, SOLO.id(), end.variant().toString(), List.of("r"),
                settings.seed(), end.moves(), payoffs(end), SOLO.endReason(end.view()), null, null);
        assertThat(GameRecords.chanceNote(record, GameRecords.replay(record)).orElseThrow())
                .contains("NOT checked");
        GameRecord claimed = new GameRecord(GameRecord.VERSION, SOLO.id(), end.variant().toString(), List.of("r"),
                settings.seed(), end.moves(), payoffs(end), SOLO.endReason(end.view()), null, null,
                ChanceDraws.SEED_PER_PLY);
        assertThatThrownBy(() -> GameRecords.replay(claimed)).hasMessageContaining("ply 1 ");
    }

    @Test
    void theDrawDependsOnlyOnTheSeedAndThePly() {
        GameState start = GameState.start(SOLO);
        GameState settled = ChanceDraws.settle(start, 42);
        assertThat(settled.isChance()).isFalse();
        assertThat(settled.ply()).isPositive();
        assertThat(ChanceDraws.allDrawn(settled, 42)).isTrue();
        // the formula the server has used since its first release: a record it wrote keeps its dice
        GameState s = start;
        while (s.isChance()) {
            int drawn = s.view().chance().sample(
                    new java.util.SplittableRandom(42 ^ (0x9E3779B97F4A7C15L * (s.ply() + 1))));
            assertThat(ChanceDraws.draw(s, 42)).isEqualTo(drawn);
            s = s.apply(drawn);
        }
        assertThat(s.moves()).isEqualTo(settled.moves());
        assertThat(ChanceDraws.allDrawn(settled, 43)).isFalse();
    }

    @Test
    void readingNamesWhatIsWrong() {
        assertThatThrownBy(() -> GameRecords.fromJson("{\"game\": \"warp-and-weft\", \"players\": [], \"moves\": []}"))
                .hasMessageContaining("no \"version\", \"variant\", \"seed\"").hasMessageNotContaining("Cannot map");
        assertThatThrownBy(() -> GameRecords.fromJson("{\"version\": 2, \"game\": \"x\", \"variant\": \"\","
                + " \"players\": [\"a\"], \"seed\": \"seven\", \"moves\": []}"))
                .hasMessageContaining("field \"seed\" must be a whole number, not \"seven\"");
        assertThatThrownBy(() -> GameRecords.fromJson("{\"version\": 2, \"game\": \"x\", \"variant\": \"\","
                + " \"players\": [\"a\"], \"seed\": 1, \"moves\": [1, 2]}"))
                .hasMessageContaining("field \"moves\" must be a list of strings");
        assertThatThrownBy(() -> GameRecords.fromJson("{\n  \"version\": 2,\n  \"game\" \"x\"\n}"))
                .hasMessageContaining("not valid JSON at line 3, column");
        assertThatThrownBy(() -> GameRecords.fromJson("{\"version\": 2, \"colour\": 1}"))
                .hasMessageContaining("unknown field \"colour\"");
        assertThatThrownBy(() -> GameRecords.fromJson("")).hasMessageContaining("empty");
        assertThatThrownBy(() -> GameRecords.fromJson("[]")).hasMessageContaining("JSON object");
    }
}
