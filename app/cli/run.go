package cli

import (
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"

	"playground/app/pagekey"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/policy"
	_ "playground/engine/policy/star" // the command line runs code
)

var (
	msgUnknownLab = i18n.Text{TR: "bilinmeyen laboratuvar %s; olanlar: %s", EN: "unknown lab %s; labs: %s"}
	msgNoLab      = i18n.Text{TR: "hangi laboratuvar? olanlar: %s", EN: "which lab? labs: %s"}
	msgBadPair    = i18n.Text{TR: "%s bir k=v çifti değil (ör. %s)", EN: "%s is not a k=v pair (e.g. %s)"}
	msgPolicyFile = i18n.Text{TR: "kod dosyası %s okunamadı: %s", EN: "cannot read the code file %s: %s"}
	msgPolicyLong = i18n.Text{TR: "kod dosyası %s %d bayttan uzun", EN: "the code file %s is longer than %d bytes"}
	msgPolicyArgs = i18n.Text{TR: "%s fazla: bu komut yalnızca laboratuvarı alır", EN: "%s is one too many: this command takes the lab only"}
	msgNoPolicy   = i18n.Text{TR: "%s laboratuvarı kod almıyor", EN: "the lab %s takes no code"}
	msgPageKey    = i18n.Text{TR: "%s oyun alanı sayfasının anahtarı, %s laboratuvarının parametresi değil; komut satırı yalnızca parametreleri alır: %s",
		EN: "%s is a key of the playground page, not a parameter of %s; the command line takes parameters only: %s",
	}
)

// run is `app run [-json] [-lang l] LAB [k=v …]`: the lesson's tables and
// the reading, or the whole result as JSON.
func run(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	l, q, err := labQuery(args, c.Lang)
	if err != nil {
		return err
	}
	if c.Help {
		return checkParams(l, q)
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return err
	}
	if c.JSON {
		b, err := res.JSON()
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Stdout, "%s\n", b)
		return err
	}
	_, err = io.WriteString(c.Stdout, res.Text(c.Lang))
	return err
}

// labQuery reads `LAB [k=v …]`: the lab and its parameters. A page key
// (lab=, embed=…) is an error naming it: it would change nothing here.
func labQuery(args []string, lang i18n.Lang) (*lab.Lab, url.Values, error) {
	if len(args) == 0 {
		return nil, nil, &InputError{Kind: "lab", Msg: msgNoLab.Format(labIDs()), Missing: true}
	}
	l := labs.Find(args[0])
	if l == nil {
		return nil, nil, &InputError{Kind: "lab", Value: args[0], Msg: msgUnknownLab.Format(param.Echo(args[0]), labIDs())}
	}
	spec := l.Knobs()
	q := url.Values{}
	for _, kv := range args[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			example := "k=v"
			if fs := spec.Fields(); len(fs) > 0 {
				example = fs[0].Name + "=" + fs[0].Default
			}
			return nil, nil, &InputError{Kind: "pair", Value: kv, Msg: msgBadPair.Format(param.Echo(kv), example)}
		}
		if k == param.PolicyParam && strings.HasPrefix(v, "@") {
			src, err := readPolicy(v[1:])
			if err != nil {
				return nil, nil, err
			}
			v = src
		}
		if pagekey.Is(k) && spec.Field(k) == nil {
			return nil, nil, &InputError{Kind: "page_key", Field: k, Value: v, Msg: msgPageKey.Format(param.Echo(k), l.ID, fieldNames(l))}
		}
		q.Add(k, v)
	}
	return l, q, nil
}

// readPolicy reads policy=@FILE: the learner's code from a file, at most
// policy.MaxSource bytes (a longer file is refused before it is read whole).
func readPolicy(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", &InputError{Kind: "policy_file", Field: param.PolicyParam, Value: name, Msg: msgPolicyFile.Format(param.Echo(name), err.Error())}
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, policy.MaxSource+1))
	if err != nil {
		return "", &InputError{Kind: "policy_file", Field: param.PolicyParam, Value: name, Msg: msgPolicyFile.Format(param.Echo(name), err.Error())}
	}
	if len(b) > policy.MaxSource {
		return "", &InputError{Kind: "policy_file", Field: param.PolicyParam, Value: name, Msg: msgPolicyLong.Format(param.Echo(name), policy.MaxSource)}
	}
	return string(b), nil
}

// policyCmd is `app policy LAB`: the lab's starter code, the built-in
// logic in the language a learner edits (policy=@FILE runs a copy).
func policyCmd(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	if len(args) == 0 {
		return &InputError{Kind: "lab", Msg: msgNoLab.Format(labIDs()), Missing: true}
	}
	l := labs.Find(args[0])
	if l == nil {
		return &InputError{Kind: "lab", Value: args[0], Msg: msgUnknownLab.Format(param.Echo(args[0]), labIDs())}
	}
	if len(args) > 1 {
		return &InputError{Kind: "usage", Value: args[1], Msg: msgPolicyArgs.Format(param.Echo(args[1]))}
	}
	if l.Policy == nil {
		return &InputError{Kind: "lab", Value: l.ID, Msg: msgNoPolicy.Format(l.ID)}
	}
	if c.Help {
		return nil
	}
	_, err = io.WriteString(c.Stdout, l.Policy.Starter)
	return err
}

// checkParams checks q as a run would (values, then the rules across
// knobs) without running it.
func checkParams(l *lab.Lab, q url.Values) error {
	p, err := l.Decode(q)
	if err != nil {
		return err
	}
	return p.Spec().Validate()
}

func labIDs() string {
	var ids []string
	for _, l := range labs.All() {
		ids = append(ids, l.ID)
	}
	return strings.Join(ids, ", ")
}

func fieldNames(l *lab.Lab) string {
	var names []string
	for _, f := range l.Knobs().Fields() {
		names = append(names, f.Name)
	}
	return strings.Join(names, ", ")
}
