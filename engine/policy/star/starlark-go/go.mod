module go.starlark.net

go 1.25.0

require golang.org/x/sys v0.42.0
