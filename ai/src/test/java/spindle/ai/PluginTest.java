package spindle.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import spindle.engine.Game;
import spindle.engine.GameState;
import spindle.engine.Games;
import spindle.engine.VariantException;

/** The example plug-in of examples/java-plugin, compiled into a jar here, is found in an agent folder and plays. */
class PluginTest {
    private static final Path EXAMPLE = Path.of("..", "examples", "java-plugin", "src", "main");

    @Test
    void theServiceLoaderListsTheBuiltInsFirst() {
        List<String> names = Agents.providers().stream().map(AgentProvider::name).toList();
        assertThat(names.subList(0, BuiltInAgents.NAMES.size())).containsExactlyElementsOf(BuiltInAgents.NAMES);
        assertThat(Agents.providers()).allSatisfy(p -> assertThat(p.description()).isNotBlank());
        assertThat(Agents.kind("ab:hard")).isEqualTo("alphabeta");
        assertThat(Agents.isBuiltIn("mcts:hard")).isTrue();
        assertThat(Agents.isBuiltIn("ext:python3 bot.py")).isFalse();
    }

    @Test
    void anAgentFolderAddsThePluginWhichPlaysWholeGames(@TempDir Path dir) throws IOException {
        Game game = Games.byId("warp-and-weft");
        assertThatThrownBy(() -> Agents.create("greedy", game)).isInstanceOf(VariantException.class)
                .hasMessageContaining("unknown agent");
        Path folder = Files.createDirectories(dir.resolve("agents"));
        buildJar(dir.resolve("classes"), folder.resolve("greedy.jar"));

        Agents.addFolder(folder);

        assertThat(Agents.plugins()).contains("greedy");
        assertThat(Agents.isBuiltIn("greedy")).isFalse();
        Agent greedy = Agents.create("greedy", game);
        assertThat(greedy.name()).isEqualTo("greedy");
        assertThat(greedy.getClass().getName()).isEqualTo("example.plugin.GreedyAgent");
        Agent random = Agents.create("random", game);
        int greedyWins = 0;
        for (int g = 0; g < 6; g++) {
            List<Agent> seats = g % 2 == 0 ? List.of(greedy, random) : List.of(random, greedy);
            GameState s = GameState.start(game);
            for (int ply = 0; !s.isOver() && ply < 10_000; ply++) {
                Agent a = seats.get(s.toMove());
                s = s.apply(a.choose(s, Budget.iterations(1, g * 1000L + ply))); // apply refuses an illegal move
            }
            assertThat(s.isOver()).isTrue();
            greedyWins += s.payoffs()[g % 2] > s.payoffs()[1 - g % 2] ? 1 : 0;
        }
        assertThat(greedyWins).as("one ply of the evaluator beats random moves").isGreaterThanOrEqualTo(4);
        assertThatThrownBy(() -> Agents.create("greedy:fast", game)).hasMessageContaining("no settings");
        assertThatThrownBy(() -> Agents.addFolder(folder)).isInstanceOf(VariantException.class)
                .hasMessageContaining("'greedy'").hasMessageContaining("taken");
    }

    @Test
    void aFolderWithoutJarsIsRefused(@TempDir Path dir) {
        assertThatThrownBy(() -> Agents.addFolder(dir)).isInstanceOf(VariantException.class)
                .hasMessageContaining("no .jar");
        assertThatThrownBy(() -> Agents.addFolder(dir.resolve("missing"))).isInstanceOf(VariantException.class)
                .hasMessageContaining("not a folder");
    }

    /** What the example's README does with javac and jar. */
    private static void buildJar(Path classes, Path jar) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("--release", "17", "-cp", System.getProperty("java.class.path"),
                "-d", classes.toString()));
        try (Stream<Path> sources = Files.walk(EXAMPLE.resolve("java"))) {
            sources.filter(p -> p.toString().endsWith(".java")).forEach(p -> args.add(p.toString()));
        }
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac of the example").isZero();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            add(out, classes);
            add(out, EXAMPLE.resolve("resources"));
        }
    }

    private static void add(JarOutputStream jar, Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                jar.putNextEntry(new JarEntry(root.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, jar);
                jar.closeEntry();
            }
        }
    }
}
