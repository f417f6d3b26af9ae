package challenge

import "playground/engine/i18n"

// The challenge view's texts.
var (
	txtViewChallenge = i18n.Text{TR: "Görevler", EN: "Challenges"}
	txtChList        = i18n.Text{TR: "Görevler", EN: "Challenges"}
	txtChListIntro   = i18n.Text{TR: "Her görev dersin bir sorusu: yalnız izin verilen ayarları değiştirin; her çalıştırmanın ardından denetimler sayılarla notlanır.", EN: "Each challenge is a question of the lesson: change only the knobs it allows; every run is graded, check by check, with its numbers."}
	txtChNone        = i18n.Text{TR: "Bu laboratuvarın henüz görevi yok.", EN: "This lab has no challenges yet."}
	txtChReset       = i18n.Text{TR: "İlerlemeyi sıfırla", EN: "Reset progress"}
	txtChResetDone   = i18n.Text{TR: "İlerleme sıfırlandı.", EN: "Progress reset."}
	txtChProgressOff = i18n.Text{TR: "Bu tarayıcı ilerlemeyi saklamıyor (yerel depolama kapalı); çözdükleriniz bu sayfada kalır.", EN: "This browser does not keep progress (local storage is off); what you solve stays on this page only."}
	txtChUnkept      = i18n.Text{TR: "Bu çözüm saklanamadı: tarayıcının yerel depolaması dolu ya da yazmaya kapalı. Sayfayı yenilediğinizde çözülmüş görünmeyecek.", EN: "This solve could not be kept: the browser's local storage is full or refuses writing. After a reload it will not show as solved."}
	txtChSolvedMark  = i18n.Text{TR: "çözüldü", EN: "solved"}
	txtChAll         = i18n.Text{TR: "← Bütün görevler", EN: "← All challenges"}
	txtChLevel1      = i18n.Text{TR: "Kolay", EN: "Easy"}
	txtChLevel2      = i18n.Text{TR: "Orta", EN: "Medium"}
	txtChLevel3      = i18n.Text{TR: "Zor", EN: "Hard"}
	txtChLevelN      = i18n.Text{TR: "Düzey %d", EN: "Level %d"}
	txtChSolvedYet   = i18n.Text{TR: "✓ Daha önce çözdünüz", EN: "✓ You solved it before"}
	txtChExercise    = i18n.Text{TR: "Alıştırma", EN: "Exercise"}
	txtChGoalTask    = i18n.Text{TR: "Ayarları değiştirerek şu hedeflere ulaşın:", EN: "Change the knobs until every target below is met:"}
	txtChYouMay      = i18n.Text{TR: "Değiştirebilecekleriniz: %s", EN: "You may change: %s"}
	txtChYouMayAll   = i18n.Text{TR: "Bütün parametreleri değiştirebilirsiniz.", EN: "You may change every parameter."}
	txtChNoSuch      = i18n.Text{TR: "bu laboratuvarda böyle bir görev yok; görevler: %s", EN: "no such challenge in this lab; challenges: %s"}
	txtChUnknownKnob = i18n.Text{TR: "bu laboratuvarın parametresi değil; parametreler: %s", EN: "not a parameter of this lab; parameters: %s"}
	txtChBroken      = i18n.Text{TR: "Bu bağlantı notlanabilir bir alıştırma kurmuyor:", EN: "This link does not make a gradable exercise:"}
	txtChStartOver   = i18n.Text{TR: "Göreve baştan başla", EN: "Start the challenge over"}
	txtChDrifted     = i18n.Text{TR: "Görevin dışındaki parametreler değişmiş (%s); bu çalıştırma notlanmıyor.", EN: "Parameters outside the challenge have changed (%s); this run is not graded."}
	txtChRestore     = i18n.Text{TR: "Görevin değerlerine dön", EN: "Back to the challenge's values"}
	txtChChecks      = i18n.Text{TR: "Denetimler", EN: "Checks"}
	txtChColMetric   = i18n.Text{TR: "Ölçüt", EN: "Metric"}
	txtChColTarget   = i18n.Text{TR: "Hedef", EN: "Target"}
	txtChColGot      = i18n.Text{TR: "Ölçülen", EN: "Got"}
	txtChColVerdict  = i18n.Text{TR: "Sonuç", EN: "Result"}
	txtChPass        = i18n.Text{TR: "Tuttu", EN: "Holds"}
	txtChFail        = i18n.Text{TR: "Tutmadı", EN: "Fails"}
	txtChCase        = i18n.Text{TR: " · ek durum: %s", EN: " · further case: %s"}
	txtChCaseFailed  = i18n.Text{TR: "Ek durumlardan biri çalışmadı: %s", EN: "A further case did not run: %s"}
	txtChHolding     = i18n.Text{TR: "Tutan denetim: %d / %d. Ayarları değiştirin; her çalıştırma yeniden notlanır.", EN: "Checks holding: %d of %d. Change the knobs; every run is graded again."}
	txtChSolved      = i18n.Text{TR: "Çözüldü! Bütün denetimler tuttu.", EN: "Solved! Every check holds."}
	txtChGoalMet     = i18n.Text{TR: "Hedefe ulaşıldı! Bütün denetimler tuttu.", EN: "Goal met! Every check holds."}
	txtChRunning     = i18n.Text{TR: "Çalışıyor… bitince notlanacak.", EN: "Running… it is graded when it ends."}
	txtChCases       = i18n.Text{TR: "Bu çalıştırma denetimleri geçti; ek durumlar (başka tohumlar, bir arıza) deneniyor…", EN: "This run passes its checks; the further cases (other seeds, a fault) are being tried…"}
	txtChInvalid     = i18n.Text{TR: "Bir değer geçersiz: düzeltin, çalıştırma ondan sonra notlanır.", EN: "A value is invalid: fix it, and the run is graded after that."}
	txtChRunFailed   = i18n.Text{TR: "Çalıştırma başarısız oldu; notlanamadı.", EN: "The run failed, so it could not be graded."}
	txtChTheRun      = i18n.Text{TR: "Bu çalıştırma", EN: "This run"}
	txtChHintShow    = i18n.Text{TR: "İpucu göster", EN: "Show a hint"}
	txtChHint        = i18n.Text{TR: "İpucu", EN: "Hint"}
	txtChGiveUp      = i18n.Text{TR: "Pes et: çözümü göster", EN: "Give up: show the solution"}
	txtChSolution    = i18n.Text{TR: "Bir çözüm", EN: "One solution"}
	txtChApply       = i18n.Text{TR: "Çözümü uygula", EN: "Apply the solution"}
	txtChSolutionOf  = i18n.Text{TR: "Çözüm, görevi çözünce ya da pes edince görünür.", EN: "The solution shows once you solve the challenge or give up."}
	txtExTitle       = i18n.Text{TR: "Alıştırma olarak göm", EN: "Embed as an exercise"}
	txtExHelp        = i18n.Text{TR: "Bir hedef yazın: sayfa her çalıştırmayı ona göre notlar. Değiştirilebilecek ayarlar dışındaki parametreler şimdiki değerlerinde sabit kalır.", EN: "Write a goal: the page grades every run against it. Parameters other than the knobs stay fixed at their current values."}
	txtExGoal        = i18n.Text{TR: "Hedef (ölçüt<=değer, virgülle)", EN: "Goal (metric<=value, comma-separated)"}
	txtExKnobs       = i18n.Text{TR: "Değiştirilebilir ayarlar (virgülle; boş: hepsi)", EN: "Knobs the learner may change (comma-separated; empty: all)"}
	txtExTitleIn     = i18n.Text{TR: "Başlık", EN: "Title"}
	txtExMetrics     = i18n.Text{TR: "Ölçütler: %s", EN: "Metrics: %s"}
	txtExCode        = i18n.Text{TR: "Alıştırmanın iframe kodu", EN: "The exercise's iframe code"}
	txtExLink        = i18n.Text{TR: "Alıştırmayı yeni sekmede aç", EN: "Open the exercise in a new tab"}
	txtExTitleOf     = i18n.Text{TR: "%s — alıştırma", EN: "%s — exercise"}
)
