package spindle.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server's shape (docs/architecture.md): one package per feature, in layers, where a package depends only on
 * the layers below it and features of one layer do not depend on each other; no cycle between packages; the
 * composition root small; no package or source too big to read.
 */
class ArchitectureTest {
    private static final String[] INFRASTRUCTURE = {"spindle.server.http..", "spindle.server.push..",
            "spindle.server.db..", "spindle.server.limits..", "spindle.server.cluster..", "spindle.server.clock.."};
    private static final String[] LAYER_3 = {"play", "rating", "chat", "analysis", "compete", "pages", "position",
        "companion", "explorer", "puzzle"};
    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("spindle.server");

    @Test
    void noCycleBetweenTheServersPackages() {
        slices().matching("spindle.server.(*)..").should().beFreeOfCycles().check(SERVER);
    }

    @Test
    void featuresDependOnlyOnLowerLayers() {
        var layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("infrastructure").definedBy(INFRASTRUCTURE)
                .layer("player").definedBy("spindle.server.player..")
                .layer("game").definedBy("spindle.server.game..");
        for (String feature : LAYER_3) {
            layers = layers.layer(feature).definedBy("spindle.server." + feature + "..");
        }
        layers = layers.layer("lobby").definedBy("spindle.server.lobby..")
                .layer("bot").definedBy("spindle.server.bot..")
                .layer("composition").definedBy("spindle.server");
        String[] aboveLayer3 = {"lobby", "bot", "composition"};
        String[] aboveGame = concat(LAYER_3, aboveLayer3);
        layers = layers
                .whereLayer("player").mayOnlyBeAccessedByLayers(concat(new String[] {"game"}, aboveGame))
                .whereLayer("game").mayOnlyBeAccessedByLayers(aboveGame);
        for (String feature : LAYER_3) {
            layers = layers.whereLayer(feature).mayOnlyBeAccessedByLayers(aboveLayer3);
        }
        layers.whereLayer("lobby").mayOnlyBeAccessedByLayers("bot", "composition")
                .whereLayer("bot").mayOnlyBeAccessedByLayers("composition")
                .whereLayer("composition").mayNotBeAccessedByAnyLayer()
                .check(SERVER);
    }

    @Test
    void infrastructureKnowsNoFeature() {
        noClasses().that().resideInAnyPackage(INFRASTRUCTURE).should().dependOnClassesThat()
                .resideInAnyPackage(concat(new String[] {"spindle.server", "spindle.server.player..",
                        "spindle.server.game..", "spindle.server.lobby..", "spindle.server.bot.."},
                        Stream.of(LAYER_3).map(f -> "spindle.server." + f + "..").toArray(String[]::new)))
                .check(SERVER);
    }

    @Test
    void theCompositionRootIsSmallAndNoPackageIsTooBig() {
        Map<String, List<String>> byPackage = new TreeMap<>(SERVER.stream().filter(c -> !c.isNestedClass()
                        && !c.isAnonymousClass() && !c.getSimpleName().equals("package-info"))
                .collect(Collectors.groupingBy(JavaClass::getPackageName,
                        Collectors.mapping(JavaClass::getSimpleName, Collectors.toList()))));
        assertThat(byPackage.get("spindle.server")).as("classes of the composition root").hasSizeLessThanOrEqualTo(6);
        byPackage.forEach((pkg, classes) -> assertThat(classes).as("classes of " + pkg).hasSizeLessThanOrEqualTo(25));
    }

    /** A source the next engineer can read in one sitting: at most 400 lines, main and test alike. */
    @Test
    void noSourceIsOver400Lines() throws IOException {
        Map<Path, Long> tooLong = new TreeMap<>();
        for (String tree : List.of("src/main/java", "src/test/java")) {
            try (Stream<Path> files = Files.walk(Path.of(tree))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    long lines = Files.readAllLines(f).size();
                    if (lines > 400) {
                        tooLong.put(f, lines);
                    }
                }
            }
        }
        assertThat(tooLong).as("sources over 400 lines").isEmpty();
    }

    private static String[] concat(String[] a, String[] b) {
        return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
    }
}
