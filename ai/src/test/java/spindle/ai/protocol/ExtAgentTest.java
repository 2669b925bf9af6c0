package spindle.ai.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.ai.Agent;
import spindle.ai.AgentFailure;
import spindle.ai.Agents;
import spindle.ai.Budget;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.VariantException;

/** ext: agents against toy engines in the test resources: one that plays, and others that misbehave. */
class ExtAgentTest {
    private final Game game = Games.byId("warp-and-weft");

    @Test
    void aToyEnginePlaysAWholeGameAndIsStoppedAtTheEnd() throws Exception {
        Agent engine = Agents.create("ext:python3 " + script("first_move.py"), game);
        assertThat(engine).isInstanceOf(ExtAgent.class);
        assertThat(engine.name()).startsWith("ext:python3 ");
        Agent random = Agents.create("random", game);
        GameState s = GameState.start(game);
        while (!s.isOver()) {
            Agent a = s.toMove() == 0 ? engine : random;
            int action = a.choose(s, Budget.millis(500, s.ply()));
            if (a == engine) {
                assertThat(action).isEqualTo(s.legalActions()[0]); // the first legal move, as the toy plays
            }
            s = s.apply(action);
        }
        assertThat(((ExtAgent) engine).engineName()).isEqualTo("first-move");
        assertThat(ProcessHandle.current().children().count()).as("the engine runs until the game ends").isOne();
        engine.gameOver(s, s.payoffs(), "connection");
        assertNoChildrenLeft();
    }

    @Test
    void anEngineThatCrashesForfeitsWithItsLastWords(@TempDir Path dir) throws Exception {
        AgentFailure f = failure("crash", dir);
        assertThat(f.reason()).contains("exited (code 3)").contains("boom, this engine crashed");
    }

    @Test
    void anEngineThatHangsForfeitsAndIsKilledWithWhatItStarted(@TempDir Path dir) throws Exception {
        AgentFailure f = failure("hang", dir);
        assertThat(f.reason()).startsWith("engine timed out").contains("go within 300 ms");
        List<String> pids = Files.readAllLines(dir.resolve("pids"));
        assertThat(pids).hasSize(2); // the script and the sleep it started
        for (String pid : pids) {
            Optional<ProcessHandle> p = ProcessHandle.of(Long.parseLong(pid.strip()));
            if (p.isPresent()) {
                p.get().onExit().get(); // killed: it ends (a kept-alive process would hang the test)
            }
        }
    }

    @Test
    void garbageErrorsAndIllegalMovesForfeit(@TempDir Path dir) throws Exception {
        assertThat(failure("garbage", dir).reason()).isEqualTo("engine answered garbage: 'I think C13 is nice'");
        assertThat(failure("illegal", dir).reason()).startsWith("engine played an illegal move 'Z99'");
        assertThat(failure("error", dir).reason()).isEqualTo("engine reported an error: out of ideas");
    }

    @Test
    void anEngineThatNeverAnswersTheHandshakeForfeits(@TempDir Path dir) throws Exception {
        ExtAgent agent = new ExtAgent("ext:silent", List.of("sh", script("misbehave.sh"), "silent-start",
                dir.resolve("pids").toString()), Budget.millis(100, 0), 200, 300);
        assertThatThrownBy(() -> agent.choose(GameState.start(game), Budget.millis(100, 1)))
                .isInstanceOf(AgentFailure.class).hasMessageContaining("no answer to protocol within 300 ms");
        assertNoChildrenLeft();
    }

    @Test
    void aProgramThatCannotStartForfeitsAndAnEmptyCommandIsRefused() {
        Agent agent = Agents.create("ext:no-such-engine-program --engine", game);
        assertThatThrownBy(() -> agent.choose(GameState.start(game), Budget.millis(100, 1)))
                .isInstanceOf(AgentFailure.class).hasMessageContaining("engine could not start");
        assertThatThrownBy(() -> Agents.create("ext:", game)).isInstanceOf(VariantException.class)
                .hasMessageContaining("needs a command");
        assertThat(Agents.create("ext:250ms:python3 bot.py", game).budget()).isEqualTo(Budget.millis(250, 0));
        assertThat(ExtAgent.words("python3 'my bot.py' --engine")).containsExactly("python3", "my bot.py", "--engine");
    }

    /** The failure of the misbehaving engine in {@code mode} at its first move; then the process is gone. */
    private AgentFailure failure(String mode, Path dir) throws Exception {
        ExtAgent agent = new ExtAgent("ext:" + mode, List.of("sh", script("misbehave.sh"), mode,
                dir.resolve("pids").toString()), Budget.millis(100, 0), 200);
        GameState start = GameState.start(game);
        AgentFailure f = null;
        try {
            agent.choose(start, Budget.millis(100, 1));
        } catch (AgentFailure e) {
            f = e;
        }
        assertThat(f).as(mode + " forfeits").isNotNull();
        AgentFailure first = f;
        assertThatThrownBy(() -> agent.choose(start, Budget.millis(100, 1))).as("and stays lost").isSameAs(first);
        assertNoChildrenLeft();
        agent.gameOver(start, new double[] {0, 1}, "forfeit: " + f.reason()); // harmless after a failure
        return f;
    }

    private static void assertNoChildrenLeft() throws Exception {
        for (ProcessHandle child : ProcessHandle.current().children().toList()) {
            child.onExit().get(); // a child that was not killed would hang here (and the build would time out)
        }
        assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive).count()).isZero();
    }

    private static String script(String name) throws URISyntaxException, IOException {
        return Path.of(ExtAgentTest.class.getResource("/engines/" + name).toURI()).toString();
    }
}
