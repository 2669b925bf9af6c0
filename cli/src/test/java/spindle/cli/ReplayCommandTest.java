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
import spindle.engine.Games;
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
}
